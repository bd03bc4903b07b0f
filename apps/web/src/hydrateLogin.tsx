import './app/validation';
import { hydrate } from './app/hydrate';
import { readPageData } from './app/pageData';
import { isLoginPageData, LOGIN_NAMESPACES, loginQueryClient, PublicLoginApp } from './features/auth/PublicLoginApp';

/**
 * The login page's code (login.tsx imports it once the server's page is on screen): it hydrates
 * what the server rendered, with the texts and the club's heading the server put in the page.
 */
const data = readPageData();
const pageData = isLoginPageData(data) ? data : undefined;
const queryClient = loginQueryClient(pageData);
hydrate((language) => <PublicLoginApp queryClient={queryClient} language={language} />, LOGIN_NAMESPACES, pageData?.texts);
