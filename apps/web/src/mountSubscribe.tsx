import './app/validation';
import { mount } from './app/mount';
import { paths } from './config/paths';
import { earlyAnswerSettled, prefetchResume } from './features/subscribe/api/earlyResume';
import { PUBLIC_NAMESPACES, PublicSubscribeApp } from './features/subscribe/PublicSubscribeApp';
import { publicTexts } from './i18n/publicTexts';

/** How long the first render waits for the family's data. */
const FIRST_RENDER_WAIT_MS = 300;

/**
 * The family's page when the server did not render it (a link that no longer works, or the
 * server's render unavailable): rendered here, once the family's data is asked for. Without a
 * token, the login page (docs/product.md#staff-routes).
 */
export const mountSubscribe = (token: string): void => {
  if (token === '') {
    window.location.replace(paths.login);
    return;
  }
  prefetchResume(token);
  // The server announced the data in the page, so it is usually here already: the first render
  // is then the form itself rather than a spinner. A slow network shows the spinner soon enough.
  void earlyAnswerSettled(token, FIRST_RENDER_WAIT_MS).then(() =>
    mount((language) => <PublicSubscribeApp token={token} language={language} />, PUBLIC_NAMESPACES, publicTexts),
  );
};
