import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginPage } from './login-page.js';
import { familyPage } from './family-page.js';
import { askAsVisitor, serverRenderModule, type ClubHeading } from './server-render.js';
import { subscribePage } from './subscribe-page.js';

interface PublicPage {
  file: string;
  /** The API answer the page will ask for first, given the page's query (encoded for a URL). */
  firstCall: (query: URLSearchParams) => string | undefined;
}

/** A link's token, as the pages read it, when it could be one. */
const tokenIn = (query: URLSearchParams): string | undefined => {
  const token = query.get('token')?.trim() ?? '';
  return token === '' || token.length > 200 ? undefined : token;
};

const resumeCall = (token: string): string => `/api/subscription/resume?token=${encodeURIComponent(token)}`;

/**
 * The families' pages, without the staff app. The HTML the browser renders alone (the family
 * space, a form the server did not render) announces the family's data, so a phone fetches it
 * while the code loads. The request must be the one the page makes (same URL, a same-origin fetch).
 */
const PUBLIC_PAGES: Readonly<Record<string, PublicPage>> = {
  '/subscribe': {
    file: 'subscribe.html',
    firstCall: (query) => {
      const token = tokenIn(query);
      return token === undefined ? undefined : resumeCall(token);
    },
  },
  // The family space: its home when no link is being opened (a link's token is exchanged first).
  '/family': {
    file: 'family.html',
    firstCall: (query) => ((query.get('token')?.trim() ?? '') === '' ? '/api/family/' : undefined),
  },
  // A family mail's absence link (docs/product.md#absences): the family page, without signing in.
  '/absence': {
    file: 'family.html',
    firstCall: (query) => {
      const token = tokenIn(query);
      return token === undefined ? undefined : `/api/absence-link?token=${encodeURIComponent(token)}`;
    },
  },
};

/**
 * The path without its trailing slashes. A loop, not `/\/+$/`: that expression retries from every
 * slash of a long run, and a path of thousands of slashes then holds the server for a while.
 */
const withoutTrailingSlashes = (path: string): string => {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
};

/** The page with a preload of its first call: encodeURIComponent leaves no character that could end the attribute. */
const withPreload = (html: string, url: string): string =>
  html.replace('</head>', `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">\n</head>`);

const LOGIN_PATH = '/login';
const SUBSCRIBE_PATH = '/subscribe';
const FAMILY_PATH = '/family';

/**
 * GET /subscription/resume's answer for the visitor, asked through the route (its rate limit per
 * address, its checks, its kept answers), when it is a form still to fill.
 */
const fillableResume =
  (ask: ReturnType<typeof askAsVisitor>) =>
  async (request: FastifyRequest, token: string): Promise<unknown> => {
    // The route's 200 answer is its schema's object.
    const resume = (await ask(request, resumeCall(token))) as { fillable?: unknown } | undefined;
    return resume?.fillable === true ? resume : undefined;
  };

/** Set beside the refresh cookie (apps/web/src/features/auth/api/sessionMarker.ts): someone may be signed in. */
const SESSION_MARKER_COOKIE = 'club_session';

/**
 * Serves the web build: its files as they are, and index.html for every other path outside /api so
 * the client router can answer (unknown paths go to /, docs/product.md#staff-routes). A first visit
 * to /login gets the login page rendered by the server (login-page.ts), unless someone may be
 * signed in: the staff app then decides, and sends them on to their home. A family's link to a
 * form still to fill gets the form rendered with its data (subscribe-page.ts), and a signed-in
 * family its home (family-page.ts).
 */
export const registerSpa = async (
  app: FastifyInstance,
  webDist: string | undefined,
  { clubHeading }: { clubHeading: () => Promise<ClubHeading> },
): Promise<void> => {
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  const fileOfBuild = (name: string): string | undefined => {
    const file = webDist === undefined ? undefined : join(webDist, name);
    return hasWeb && file !== undefined && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const pages = new Map<string, PublicPage & { html: string }>();
  for (const [path, page] of Object.entries(PUBLIC_PAGES)) {
    const html = fileOfBuild(page.file);
    if (html !== undefined) pages.set(path, { ...page, html });
  }
  const ask = askAsVisitor(app);
  const render = webDist === undefined ? undefined : serverRenderModule(join(webDist, '..', 'dist-ssr', 'ssr.js'));
  const loginTemplate = fileOfBuild('login.html');
  const sendLoginPage = loginTemplate === undefined ? undefined : loginPage({ template: loginTemplate, render, clubHeading, log: app.log });
  const subscribeTemplate = pages.get(SUBSCRIBE_PATH)?.html;
  const sendSubscribePage =
    subscribeTemplate === undefined || render === undefined
      ? undefined
      : subscribePage({ template: subscribeTemplate, render, clubHeading, resumeOf: fillableResume(ask), log: app.log });
  const familyTemplate = pages.get(FAMILY_PATH)?.html;
  const sendFamilyPage =
    familyTemplate === undefined || render === undefined
      ? undefined
      : familyPage({ template: familyTemplate, render, clubHeading, askAsVisitor: ask, log: app.log });
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies; each client gets the best it accepts.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed assets never change; index.html must always be fresh.
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${path}` });
    }
    reply.header('Cache-Control', 'no-cache');
    const pagePath = withoutTrailingSlashes(path);
    const page = pages.get(pagePath);
    if (pagePath === LOGIN_PATH && sendLoginPage !== undefined && request.cookies[SESSION_MARKER_COOKIE] === undefined) {
      await sendLoginPage(request, reply);
      return reply;
    }
    if (page === undefined) return reply.sendFile('index.html');
    const query = new URLSearchParams(request.url.slice(path.length));
    const token = tokenIn(query);
    if (pagePath === SUBSCRIBE_PATH && token !== undefined && sendSubscribePage !== undefined) {
      if (await sendSubscribePage(request, reply, token)) return reply;
    }
    // A link's token is exchanged by the page first: the home is rendered only without one.
    if (pagePath === FAMILY_PATH && !query.has('token') && sendFamilyPage !== undefined) {
      if (await sendFamilyPage(request, reply)) return reply;
    }
    const firstCall = page.firstCall(query);
    return firstCall === undefined
      ? reply.sendFile(page.file)
      : reply.type('text/html; charset=utf-8').send(withPreload(page.html, firstCall));
  });
};
