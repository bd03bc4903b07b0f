import { mount } from './app/mount';
import { isAbsencePath } from './features/family/absences/absencePath';
import { forgetLinkTokenInAddressBar, linkTokenOf } from './features/family/linkToken';
import { FAMILY_NAMESPACES, PublicFamilyApp } from './features/family/PublicFamilyApp';
import { familyTexts } from './i18n/familyTexts';

/**
 * The family space's page (/family, /family?token=… from a mailed sign-in link), built as its own
 * entry: its texts are inside its code, and it carries neither the staff app, nor its router, nor
 * its route table. It also answers /absence?token=…, a family mail's absence link (docs/product.md#absences).
 */
const token = linkTokenOf(window.location.search);
const page = isAbsencePath(window.location.pathname) ? 'absence' : 'family';
mount(
  (language) => <PublicFamilyApp token={token} forgetToken={forgetLinkTokenInAddressBar} language={language} page={page} />,
  FAMILY_NAMESPACES,
  familyTexts,
);
