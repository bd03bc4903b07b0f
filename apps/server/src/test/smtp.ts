import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives. */
export const startSmtpServer = async (): Promise<{ url: string; port: number; mails: CapturedMail[]; close: () => Promise<void> }> => {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            mails.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed, raw });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
