import { PROFILE_KEY, STAFF_DATA_STORES, type OfflineProfile, type OfflineStore } from './store';

/**
 * Children's names and the planning leave the phone when a session ends or another user signs in
 * (docs/product.md#offline-attendance); so do they when the copy belongs to someone else than the user
 * now signed in. The pending sheets (ids and ticks, no names) stay for the user who took them, to be
 * sent when they sign in again; another user signing in removes them.
 */
export const clearOfflineData = async (store: OfflineStore, change: { previous: string | null; next: string | null }): Promise<void> => {
  const kept = await store.get<OfflineProfile>('profile', PROFILE_KEY);
  const stale = change.previous !== null || (kept !== undefined && kept.login !== change.next);
  if (stale) for (const name of STAFF_DATA_STORES) await store.clear(name);
  if (change.next === null) return;
  const sheets = await store.values<{ clientKey: string; login: string }>('pendingSheets');
  for (const sheet of sheets) if (sheet.login !== change.next) await store.delete('pendingSheets', sheet.clientKey);
};
