import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, type Language } from './lib/language.js';
import { encodedPage, sendPage, type ClubHeading, type EncodedPage, type ServerRender } from './server-render.js';

/**
 * Pages kept rendered: one per language and heading, and the heading changes only when an admin
 * renames the club or changes its logo, so a handful is plenty; past it, they are rendered again.
 */
const MAX_KEPT_PAGES = 8;

interface LoginPageOptions {
  /** dist/login.html: the page's shell, naming its scripts. */
  template: string;
  /** The server module, when the build has one (server-render.ts). */
  render: (() => Promise<ServerRender>) | undefined;
  clubHeading: () => Promise<ClubHeading>;
  log: FastifyBaseLogger;
}

/**
 * A first visit to /login gets the page rendered, with its styles, so a phone paints it before
 * any script has run (docs/architecture.md#server-rendered-login). The browser's script hydrates
 * it. Without the server module, or if it fails, the page goes out as the build wrote it and
 * the browser renders it alone.
 */
export const loginPage = ({ template, render, clubHeading, log }: LoginPageOptions) => {
  // Promises: visitors arriving together wait for the same render.
  const pages = new Map<string, Promise<EncodedPage>>();
  const shell = encodedPage(template, { kept: true });

  const rendered = async (load: () => Promise<ServerRender>, language: Language, heading: ClubHeading): Promise<EncodedPage> =>
    encodedPage((await load()).renderLoginPage(template, { language, clubHeading: heading }), { kept: true });

  const pageFor = async (language: Language): Promise<EncodedPage> => {
    if (render === undefined) return shell;
    let key: string | undefined;
    try {
      const heading = await clubHeading();
      key = JSON.stringify([language, heading.name, heading.logoUrl]);
      let page = pages.get(key);
      if (page === undefined) {
        if (pages.size >= MAX_KEPT_PAGES) pages.clear();
        page = rendered(render, language, heading);
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

  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    sendPage(request, reply, await pageFor(requestLanguage(request)));
  };
};
