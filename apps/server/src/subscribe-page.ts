import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './lib/language.js';
import { sendPageForThisVisit, type ClubHeading, type ServerRender } from './server-render.js';

interface SubscribePageOptions {
  /** dist/subscribe.html: the page's shell, naming its entry. */
  template: string;
  render: () => Promise<ServerRender>;
  clubHeading: () => Promise<ClubHeading>;
  /**
   * GET /subscription/resume's answer for this visitor, when it is a form still to fill: asked
   * through the route itself, so its rate limit, its checks and its kept answers apply.
   */
  resumeOf: (request: FastifyRequest, token: string) => Promise<unknown>;
  log: FastifyBaseLogger;
}

/**
 * A family's link to a form still to fill gets the form rendered with what the club knows, so a
 * phone paints it before any script has run (docs/architecture.md#server-rendered-login). The
 * page holds the family's data: it is made for this visit, and kept nowhere. Undefined when
 * there is nothing to render (a link that no longer works, a form already sent) or the render
 * fails: the caller then sends the page the browser renders alone. Says whether it sent the page.
 */
export const subscribePage =
  ({ template, render, clubHeading, resumeOf, log }: SubscribePageOptions) =>
  async (request: FastifyRequest, reply: FastifyReply, token: string): Promise<boolean> => {
    const resume = await resumeOf(request, token);
    if (resume === undefined) return false;
    return sendPageForThisVisit(request, reply, {
      html: async () =>
        (await render()).renderSubscribePage(template, {
          language: requestLanguage(request),
          token,
          clubHeading: await clubHeading(),
          resume,
        }),
      log,
      event: 'subscribe_page_render_failed',
      what: 'the family form',
    });
  };
