import type { PlannedSessionDto } from '@club/domain';
import { GROUPS_KEY, PLANNING_KEY, rosterKey, subGroupsKey, type OfflineStore } from './store';

/** The planned sessions kept for the next days, with the days they cover. */
export interface KeptPlanning {
  fromDay: string;
  toDay: string;
  sessions: PlannedSessionDto[];
}

const positiveInt = (value: string | null): number | null => {
  const number = Number(value ?? '');
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

/**
 * The answer kept on the phone for a GET the server could not be reached for, or undefined
 * (docs/product.md#offline-attendance): the groups, their sub-groups, the rosters and the planning
 * of the next days, which are what the screens of the pool side read.
 */
export const keptAnswer = async (store: OfflineStore, path: string): Promise<unknown> => {
  const url = new URL(path, 'http://club.invalid');
  const params = url.searchParams;
  if (url.pathname === '/group/') return store.get('groups', GROUPS_KEY);
  const subGroups = /^\/group\/(\d+)\/subgroup\/$/.exec(url.pathname);
  if (subGroups !== null) return store.get('groups', subGroupsKey(Number(subGroups[1])));
  if (url.pathname === '/student/session') {
    const groupId = positiveInt(params.get('groupId'));
    if (groupId === null) return undefined;
    return store.get('rosters', rosterKey(groupId, positiveInt(params.get('subGroupId')) ?? 0));
  }
  if (url.pathname === '/planning') {
    const kept = await store.get<KeptPlanning>('planning', PLANNING_KEY);
    const fromDay = params.get('fromDay') ?? '';
    const toDay = params.get('toDay') ?? '';
    // Days wholly outside the kept ones are unknown, not empty: the screen says it cannot load them.
    if (kept === undefined || toDay < kept.fromDay || fromDay > kept.toDay) return undefined;
    const groupId = positiveInt(params.get('groupId'));
    return kept.sessions.filter(
      (session) => session.day >= fromDay && session.day <= toDay && (groupId === null || session.groupId === groupId),
    );
  }
  return undefined;
};
