import Fastify from 'fastify';

/**
 * The ceiling: a bare Fastify app answering every request with the bytes it was last given,
 * from memory, in its own process like the real server. Driven over IPC by the bench.
 */
interface Canned {
  status: number;
  contentType: string;
  body: string;
}

let canned: Canned = { status: 200, contentType: 'application/json; charset=utf-8', body: '{}' };
const app = Fastify({ logger: false });
app.all('/*', (_request, reply) => {
  void reply.status(canned.status).header('content-type', canned.contentType).send(canned.body);
});
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

const port = Number(process.env.PORT);
await app.listen({ port, host: '127.0.0.1' });
process.on('message', (message: Canned) => {
  canned = message;
  process.send!('ready');
});
process.send!('listening');
