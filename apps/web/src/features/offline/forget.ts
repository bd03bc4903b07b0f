import { PROFILE_KEY, STAFF_DATA_STORES, type OfflineProfile, type OfflineStore } from './store';

/**
 * Children's names and the planning leave the phone when a session ends or another user signs in
 * (docs/product.md#offline-attendance); so do they when the copy belongs to someone else than the user
 * now signed in. The pending sheets (ids and ticks, no names) stay for the user who took them, to be
 * sent when they sign in again, even when someone else uses the phone (a club's shared tablet) in
 * between: what a coach ticked is never thrown away (the queue sends and shows each user's own).
 */
export const clearOfflineData = async (store: OfflineStore, change: { previous: string | null; next: string | null }): Promise<void> => {
  const kept = await store.get<OfflineProfile>('profile', PROFILE_KEY);
  const stale = change.previous !== null || (kept !== undefined && kept.login !== change.next);
  if (stale) for (const name of STAFF_DATA_STORES) await store.clear(name);
};
