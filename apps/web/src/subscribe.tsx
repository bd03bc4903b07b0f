import './app/validation';
import { mount } from './app/mount';
import { paths } from './config/paths';
import { earlyAnswerSettled, prefetchResume } from './features/subscribe/api/earlyResume';
import { PUBLIC_NAMESPACES, PublicSubscribeApp } from './features/subscribe/PublicSubscribeApp';
import { publicTexts } from './i18n/publicTexts';

/**
 * The page a family's link opens (/subscribe?token=…), built as its own entry: the form's code
 * is announced in the HTML and loads with the page, its texts are inside it, and it carries
 * neither the staff app, nor its router, nor its route table. Without a token, the login page
 * (docs/product.md#staff-routes).
 */
/** How long the first render waits for the family's data. */
const FIRST_RENDER_WAIT_MS = 300;

const token = new URLSearchParams(window.location.search).get('token')?.trim() ?? '';
if (token === '') {
  window.location.replace(paths.login);
} else {
  prefetchResume(token);
  // The server announced the data in the page, so it is usually here already: the first render
  // is then the form itself rather than a spinner. A slow network shows the spinner soon enough.
  void earlyAnswerSettled(token, FIRST_RENDER_WAIT_MS).then(() =>
    mount((language) => <PublicSubscribeApp token={token} language={language} />, PUBLIC_NAMESPACES, publicTexts),
  );
}
