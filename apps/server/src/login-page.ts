import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, type Language } from './lib/language.js';

/** What the public pages show of the club: GET /club's name and logo. */
export interface ClubHeading {
  name: string;
  logoUrl: string | null;
}

/** The web build's server module (apps/web/src/ssr.tsx, built into apps/web/dist-ssr/ssr.js). */
interface ServerRender {
  renderLoginPage(template: string, input: { language: Language; clubHeading: ClubHeading | null }): string;
}

interface RenderedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Pages kept rendered: one per language and heading, and the heading changes only when an admin
 * renames the club or changes its logo, so a handful is plenty; past it, they are rendered again.
 */
const MAX_KEPT_PAGES = 8;

const compressed = (html: string): RenderedPage => {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
};

/** The best encoding the client accepts, as the build's own files are chosen (@fastify/static's preCompressed). */
const encodingFor = (request: FastifyRequest): 'br' | 'gzip' | 'identity' => {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
};

interface LoginPageOptions {
  /** dist/login.html: the page's shell, naming its scripts. */
  template: string;
  /** dist-ssr/ssr.js, imported on the first visit: the server does not carry React until a page asks for it. */
  serverModule: string;
  clubHeading: () => Promise<ClubHeading>;
  log: FastifyBaseLogger;
}

/**
 * A first visit to /login gets the page rendered, with its styles, so a phone paints it before
 * any script has run (docs/architecture.md#server-rendered-login). The browser's script hydrates
 * it. Without the server module, or if it fails, the page goes out as the build wrote it and
 * the browser renders it alone.
 */
export const loginPage = ({ template, serverModule, clubHeading, log }: LoginPageOptions) => {
  const hasModule = existsSync(serverModule);
  let render: Promise<ServerRender> | undefined;
  // Promises: visitors arriving together wait for the same render.
  const pages = new Map<string, Promise<RenderedPage>>();
  const shell = compressed(template);

  const rendered = async (language: Language, heading: ClubHeading): Promise<RenderedPage> => {
    render ??= import(pathToFileURL(serverModule).href) as Promise<ServerRender>;
    return compressed((await render).renderLoginPage(template, { language, clubHeading: heading }));
  };

  const pageFor = async (language: Language): Promise<RenderedPage> => {
    if (!hasModule) return shell;
    let key: string | undefined;
    try {
      const heading = await clubHeading();
      key = JSON.stringify([language, heading.name, heading.logoUrl]);
      let page = pages.get(key);
      if (page === undefined) {
        if (pages.size >= MAX_KEPT_PAGES) pages.clear();
        page = rendered(language, heading);
        pages.set(key, page);
      }
      return await page;
    } catch (error) {
      // Rendered again on the next visit: the failure may have been passing.
      if (key !== undefined) pages.delete(key);
      log.error({ event: 'login_page_render_failed', err: error }, 'the login page could not be rendered on the server');
      return shell;
    }
  };

  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const page = await pageFor(requestLanguage(request));
    const encoding = encodingFor(request);
    reply.header('Vary', 'Accept-Encoding, Cookie');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page[encoding]);
  };
};

export const readLoginTemplate = (file: string): string | undefined => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
