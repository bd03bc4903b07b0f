import { mount } from './app/mount';
import { forgetLinkTokenInAddressBar } from './features/family/linkToken';
import { FAMILY_NAMESPACES, PublicFamilyApp } from './features/family/PublicFamilyApp';
import { familyTexts } from './i18n/familyTexts';

/**
 * The family space's page when the server did not render it (a mailed link to exchange, nobody
 * signed in on this browser, an absence link): rendered here, with the texts in its code.
 */
export const mountFamily = (token: string | null, page: 'family' | 'absence'): void =>
  mount(
    (language) => <PublicFamilyApp token={token} forgetToken={forgetLinkTokenInAddressBar} language={language} page={page} />,
    FAMILY_NAMESPACES,
    familyTexts,
  );
