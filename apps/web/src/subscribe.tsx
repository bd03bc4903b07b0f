import { afterFirstPaint } from './app/afterFirstPaint';
import { FORM_STAGE, loadPageCode } from './app/loadPageCode';
import { readPageData } from './app/pageData';
import { isSubscribePageData } from './features/subscribe/serverPage';
import { holdSubmitsUntilHydrated } from './lib/heldSubmit';

/**
 * The page a family's link opens (/subscribe?token=…), built as its own entry, without the staff
 * app, its router or its route table. The server renders the form into the page with the
 * family's data (src/ssr.tsx): its code is then asked for once the page is on screen, and a
 * submission made before waits for it (docs/architecture.md#server-rendered-login). A page the
 * server did not render (a link that no longer works, no token) is rendered here.
 */
const token = new URLSearchParams(window.location.search).get('token')?.trim() ?? '';
const data = readPageData();
if (token !== '' && isSubscribePageData(data)) {
  holdSubmitsUntilHydrated();
  void afterFirstPaint()
    .then(() => loadPageCode(() => import('./hydrateSubscribe'), [FORM_STAGE]))
    .then(({ hydrateSubscribe }) => hydrateSubscribe(token, data));
} else {
  void import('./mountSubscribe').then(({ mountSubscribe }) => mountSubscribe(token));
}
