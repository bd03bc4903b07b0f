import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from './lib/language.js';

/** What the public pages show of the club: GET /club's name and logo. */
export interface ClubHeading {
  name: string;
  logoUrl: string | null;
}

/** The web build's server module (apps/web/src/ssr.tsx, built into apps/web/dist-ssr/ssr.js). */
export interface ServerRender {
  renderLoginPage(template: string, input: { language: Language; clubHeading: ClubHeading | null }): string;
  renderSubscribePage(template: string, input: { language: Language; token: string; clubHeading: ClubHeading; resume: unknown }): string;
  renderFamilyPage(template: string, input: { language: Language; clubHeading: ClubHeading } & FamilyHomeCalls): Promise<string>;
}

/** The API's answers the family's home is rendered from (family-page.ts). */
export interface FamilyHomeCalls {
  home: unknown;
  sessions: unknown;
  absences: unknown;
  calendarLink: unknown;
  payments: unknown;
}

/**
 * A GET of the API asked as the visitor: their cookies and address, so the route's rate limit,
 * access rules and kept answers apply as when their page asks. Undefined unless it answers 200.
 */
export const askAsVisitor =
  (app: FastifyInstance) =>
  async (request: FastifyRequest, url: string): Promise<unknown> => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '' },
      remoteAddress: request.ip,
    });
    return answer.statusCode === 200 ? answer.json<unknown>() : undefined;
  };

/**
 * The server module, imported on the first page that needs it: the server does not carry React
 * until then (docs/architecture.md#server-rendered-login). Undefined when the build has none.
 */
export const serverRenderModule = (file: string): (() => Promise<ServerRender>) | undefined => {
  if (!existsSync(file)) return undefined;
  let loaded: Promise<ServerRender> | undefined;
  return () => (loaded ??= import(pathToFileURL(file).href) as Promise<ServerRender>);
};

/** A page ready to send, in each encoding a browser may accept. */
export interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * `kept`: a page sent many times is compressed once at brotli's best; a page made for one visit
 * (the family's form) at a quick level, which costs about a millisecond.
 */
export const encodedPage = (html: string, { kept }: { kept: boolean }): EncodedPage => {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: kept ? 11 : 5 } }),
    gzip: gzipSync(identity, { level: kept ? 9 : 6 }),
  };
};

/** The best encoding the client accepts, as the build's own files are chosen (@fastify/static's preCompressed). */
const encodingFor = (request: FastifyRequest): keyof EncodedPage => {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
};

export const sendPage = (request: FastifyRequest, reply: FastifyReply, page: EncodedPage): void => {
  const encoding = encodingFor(request);
  reply.header('Vary', 'Accept-Encoding, Cookie');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  reply.type('text/html; charset=utf-8').send(page[encoding]);
};

/**
 * Sends a page made for one visit (it holds the visitor's data: `no-store`, compressed quickly),
 * or, when its render fails, logs `event` and says so: the caller then sends the page the browser
 * renders alone. Says whether it sent the page (a boolean: a reply, being thenable, would be
 * awaited until sent instead of returned).
 */
export const sendPageForThisVisit = async (
  request: FastifyRequest,
  reply: FastifyReply,
  page: { html: () => Promise<string> | string; log: FastifyBaseLogger; event: string; what: string },
): Promise<boolean> => {
  let html: string;
  try {
    html = await page.html();
  } catch (error) {
    page.log.error({ event: page.event, err: error }, `${page.what} could not be rendered on the server`);
    return false;
  }
  reply.header('Cache-Control', 'no-store');
  sendPage(request, reply, encodedPage(html, { kept: false }));
  return true;
};
