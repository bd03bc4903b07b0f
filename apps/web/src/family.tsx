import { afterFirstPaint } from './app/afterFirstPaint';
import { loadPageCode } from './app/loadPageCode';
import { readPageData } from './app/pageData';
import { isAbsencePath } from './features/family/absences/absencePath';
import { linkTokenOf } from './features/family/linkToken';
import { isFamilyPageData } from './features/family/serverPage';

/**
 * The family space's page (/family, /family?token=… from a mailed sign-in link), built as its own
 * entry, without the staff app, its router or its route table. It also answers /absence?token=…,
 * a family mail's absence link (docs/product.md#absences). For a signed-in family the server
 * renders the home into the page with its data (src/ssr.tsx): its code is then asked for once
 * the page is on screen (docs/architecture.md#server-rendered-login). Any other page is rendered here.
 */
const token = linkTokenOf(window.location.search);
const page = isAbsencePath(window.location.pathname) ? 'absence' : 'family';
const data = readPageData();
if (page === 'family' && token === null && isFamilyPageData(data)) {
  void afterFirstPaint()
    .then(() => loadPageCode(() => import('./hydrateFamily')))
    .then(({ hydrateFamily }) => hydrateFamily(data));
} else {
  void import('./mountFamily').then(({ mountFamily }) => mountFamily(token, page));
}
