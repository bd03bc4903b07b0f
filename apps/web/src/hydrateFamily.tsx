import { hydrate } from './app/hydrate';
import { forgetLinkTokenInAddressBar } from './features/family/linkToken';
import { FAMILY_NAMESPACES, PublicFamilyApp } from './features/family/PublicFamilyApp';
import type { FamilyPageData } from './features/family/serverPage';
import { familyQueryClient } from './features/family/serverPageQueryClient';

/**
 * The family home's code (family.tsx imports it once the server's page is on screen): it hydrates
 * what the server rendered, with the family's data, the club's heading and the texts the server
 * put in the page (docs/architecture.md#server-rendered-login).
 */
export const hydrateFamily = (data: FamilyPageData): void => {
  const queryClient = familyQueryClient(data);
  hydrate(
    (language) => <PublicFamilyApp token={null} forgetToken={forgetLinkTokenInAddressBar} language={language} queryClient={queryClient} />,
    FAMILY_NAMESPACES,
    data.texts,
  );
};
