import { FAMILY_SESSION_COOKIE } from '@club/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './lib/language.js';
import { sendPageForThisVisit, type ClubHeading, type FamilyHomeCalls, type ServerRender } from './server-render.js';

/** What the family's home asks for first, each rendered from the server's own answer. */
const urls: Readonly<Record<keyof FamilyHomeCalls, string>> = {
  home: '/api/family/',
  sessions: '/api/family/sessions',
  absences: '/api/family/absences',
  calendarLink: '/api/family/calendar-link',
  payments: '/api/family/payments',
};

interface FamilyPageOptions {
  /** dist/family.html: the page's shell, naming its entry. */
  template: string;
  render: () => Promise<ServerRender>;
  clubHeading: () => Promise<ClubHeading>;
  /** A GET of the API as the visitor (their cookies, their address): undefined unless it answers 200. */
  askAsVisitor: (request: FastifyRequest, url: string) => Promise<unknown>;
  log: FastifyBaseLogger;
}

/**
 * A signed-in family opening /family gets its home rendered with its members, absences, calendar,
 * payments and devices, so a phone paints it before any script has run
 * (docs/architecture.md#server-rendered-login). Each part is asked of its own route, with the
 * family's cookie, so the same checks apply as when the page asks. The page holds the family's
 * data: made for this visit, kept nowhere. Says whether it sent the page; it does not when
 * nobody is signed in on this browser, when a call fails, or when the render fails: the caller
 * then sends the page the browser renders alone.
 */
export const familyPage =
  ({ template, render, clubHeading, askAsVisitor, log }: FamilyPageOptions) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.cookies[FAMILY_SESSION_COOKIE] === undefined) return false;
    const [home, sessions, absences, calendarLink, payments] = await Promise.all(
      [urls.home, urls.sessions, urls.absences, urls.calendarLink, urls.payments].map((url) => askAsVisitor(request, url)),
    );
    const calls: FamilyHomeCalls = { home, sessions, absences, calendarLink, payments };
    if (Object.values(calls).some((answer) => answer === undefined)) return false;
    return sendPageForThisVisit(request, reply, {
      html: async () =>
        (await render()).renderFamilyPage(template, { language: requestLanguage(request), clubHeading: await clubHeading(), ...calls }),
      log,
      event: 'family_page_render_failed',
      what: 'the family home',
    });
  };
