import './app/validation';
import { hydrate } from './app/hydrate';
import type { SubscribePageData } from './features/subscribe/serverPage';
import { subscribeQueryClient } from './features/subscribe/serverPageQueryClient';
import { PUBLIC_NAMESPACES, PublicSubscribeApp } from './features/subscribe/PublicSubscribeApp';

/**
 * The family's form's code (subscribe.tsx imports it once the server's page is on screen): it
 * hydrates what the server rendered, with the family's data, the club's heading and the texts
 * the server put in the page (docs/architecture.md#server-rendered-login).
 */
export const hydrateSubscribe = (token: string, data: SubscribePageData): void => {
  const queryClient = subscribeQueryClient(token, data);
  hydrate((language) => <PublicSubscribeApp token={token} language={language} queryClient={queryClient} />, PUBLIC_NAMESPACES, data.texts);
};
