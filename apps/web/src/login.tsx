import { afterFirstPaint } from './app/afterFirstPaint';
import { FORM_STAGE, loadPageCode } from './app/loadPageCode';
import { holdSubmitsUntilHydrated } from './lib/heldSubmit';

/**
 * The login page on its own (a first visit to /login), built as its own entry: the server renders
 * it into the HTML (src/ssr.tsx) and its code hydrates it, without the staff app, its router or
 * its route table (docs/architecture.md#server-rendered-login). That code is only asked for once
 * the server's page is on screen: the paint waits for nothing, and the code's downloads do not
 * compete with the page's own. Until then, a submission waits for it.
 */
holdSubmitsUntilHydrated();
void afterFirstPaint().then(() => loadPageCode(() => import('./hydrateLogin'), [FORM_STAGE]));
