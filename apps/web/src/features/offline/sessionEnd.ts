import { openOfflineSession } from '@/lib/session';
import { offlineStore } from './db';
import { clearOfflineData } from './forget';
import { PROFILE_KEY, STAFF_DATA_STORES, type OfflineProfile } from './store';

/**
 * Loaded only when a session starts, ends or cannot be restored: the staff app's first load does
 * not carry IndexedDB's code (docs/architecture.md#offline).
 */

/** The login changed (sign-out, expiry, another user): see clearOfflineData. */
export const onLoginChange = (previous: string | null, next: string | null): Promise<void> =>
  clearOfflineData(offlineStore(), { previous, next }).catch(() => undefined);

/** Nobody is signed in on this phone any more (a refused or absent refresh cookie): its copy goes. */
export const forgetPhoneCopy = async (): Promise<void> => {
  const store = offlineStore();
  for (const name of STAFF_DATA_STORES) await store.clear(name).catch(() => undefined);
};

/**
 * The server cannot be reached at start-up: a staff member who signed in on this phone works from
 * its copy (docs/product.md#offline-attendance). False when there is no copy.
 */
export const openOfflineSessionIfKept = async (): Promise<boolean> => {
  try {
    const profile = await offlineStore().get<OfflineProfile>('profile', PROFILE_KEY);
    if (profile === undefined) return false;
    openOfflineSession(profile);
    return true;
  } catch {
    return false;
  }
};
