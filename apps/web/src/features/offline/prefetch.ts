import { localDayOf, shiftDay, type GroupListItemDto, type SubGroupDto } from '@club/domain';
import type { KeptPlanning } from './keptAnswers';
import { GROUPS_KEY, PLANNING_KEY, PROFILE_KEY, rosterKey, subGroupsKey, type OfflineProfile, type OfflineStore } from './store';

/** The planning kept covers today and the next 6 days (docs/product.md#offline-attendance). */
export const PLANNING_DAYS = 7;
/** While the app is visible, the copy is refreshed this often. */
export const REFRESH_EVERY_MS = 15 * 60_000;

export interface PrefetchDeps {
  store: OfflineStore;
  get: <T>(path: string) => Promise<T>;
  profile: OfflineProfile;
  /** Still the same user, signed in? A sign-out during the reads must not find the copy written back after it. */
  stillSignedIn?: () => boolean;
  now?: Date;
}

/**
 * Keeps on the phone what the coach needs at the pool without a network (docs/product.md#offline-attendance):
 * their groups (GET /group/ answers a coach with theirs only), each group's sub-groups and the roster of
 * the whole group and of each sub-group, the planned sessions of the next 7 days, and who is signed in.
 * A roster the server refuses (a sub-group out of reach) is skipped; a network failure stops the refresh
 * and leaves the previous copy as it was, the profile last so it is written only once the rest is.
 */
export const prefetchOfflineData = async ({ store, get, profile, stillSignedIn, now = new Date() }: PrefetchDeps): Promise<void> => {
  const groups = await get<GroupListItemDto[]>('/group/');
  const training = groups.filter((group) => group.systemRole === null);
  const rosters = new Map<string, unknown>();
  const subGroupLists = new Map<number, SubGroupDto[]>();
  for (const group of training) {
    rosters.set(rosterKey(group.id, 0), await get(`/student/session?groupId=${group.id}`));
    const subGroups = await get<SubGroupDto[]>(`/group/${group.id}/subgroup/`);
    subGroupLists.set(group.id, subGroups);
    for (const subGroup of subGroups) {
      const roster = await get(`/student/session?groupId=${group.id}&subGroupId=${subGroup.id}`).catch((error: unknown) => {
        if (isForbidden(error)) return undefined;
        throw error;
      });
      if (roster !== undefined) rosters.set(rosterKey(group.id, subGroup.id), roster);
    }
  }
  const fromDay = localDayOf(now).day;
  const toDay = shiftDay(fromDay, PLANNING_DAYS - 1);
  const planning: KeptPlanning = { fromDay, toDay, sessions: await get(`/planning?fromDay=${fromDay}&toDay=${toDay}`) };

  // Signed out (or someone else signed in) while the reads ran: the session's end already cleared the phone.
  if (stillSignedIn?.() === false) return;
  // Everything arrived: the new copy replaces the old one, a group no longer coached included.
  await store.clear('rosters');
  for (const [key, roster] of rosters) await store.put('rosters', key, roster);
  await store.clear('groups');
  await store.put('groups', GROUPS_KEY, groups);
  for (const [groupId, list] of subGroupLists) await store.put('groups', subGroupsKey(groupId), list);
  await store.put('planning', PLANNING_KEY, planning);
  await store.put('profile', PROFILE_KEY, profile);
};

const isForbidden = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && (error.status === 403 || error.status === 404);
