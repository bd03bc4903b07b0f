import { render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@/i18n';
import { isLanguage } from '@/lib/language';
import { isAbsencePath } from '../absences/absencePath';
import { forgetLinkTokenInAddressBar, linkTokenOf } from '../linkToken';
import { PublicFamilyApp } from '../PublicFamilyApp';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/**
 * The family space's own page (family.html) at an address, as a browser opens it: the token is
 * read from the address bar and taken out of it by the page itself, in the language i18n is in.
 */
export const renderFamilyPage = (url: string) => {
  window.history.replaceState(null, '', url);
  const language = isLanguage(i18n.language) ? i18n.language : 'fr';
  return render(
    <PublicFamilyApp
      token={linkTokenOf(window.location.search)}
      forgetToken={forgetLinkTokenInAddressBar}
      language={language}
      page={isAbsencePath(window.location.pathname) ? 'absence' : 'family'}
    />,
  );
};
