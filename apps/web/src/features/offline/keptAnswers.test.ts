import type { GroupListItemDto, PlannedSessionDto, Role, SubGroupDto } from '@club/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { keptAnswer } from './keptAnswers';
import { clearOfflineData } from './forget';
import { prefetchOfflineData } from './prefetch';
import { keepsCopyFor } from './runtime';
import { memoryStore, type OfflineStore, type PendingSheet } from './store';

const group = (id: number, systemRole: string | null = null) => ({ id, name: `G${id}`, systemRole }) as unknown as GroupListItemDto;
const planned = (id: number, groupId: number, day: string) => ({ id, groupId, day }) as unknown as PlannedSessionDto;
const profile = { login: 'coach', roles: ['COACH'] as Role[] };

/** GET answers by path; a path without one fails as the server would. */
const server = (answers: Record<string, unknown>) => {
  const asked: string[] = [];
  const get = <T>(path: string): Promise<T> => {
    asked.push(path);
    const answer = answers[path];
    if (answer instanceof Error) return Promise.reject(answer);
    if (answer === undefined) return Promise.reject(new ApiError(404, 'NOT_FOUND', path));
    return Promise.resolve(answer as T);
  };
  return { asked, get };
};

const ANSWERS = {
  '/group/': [group(7), group(1, 'NONE')],
  '/student/session?groupId=7': [{ id: 11, firstName: 'Zoé', lastName: 'Martin' }],
  '/group/7/subgroup/': [{ id: 3 }, { id: 4 }] as unknown as SubGroupDto[],
  '/student/session?groupId=7&subGroupId=3': [{ id: 12, firstName: 'Élodie', lastName: 'Bernard' }],
  '/student/session?groupId=7&subGroupId=4': new ApiError(403, 'FORBIDDEN', 'not yours'),
  '/planning?fromDay=2026-03-02&toDay=2026-03-08': [planned(1, 7, '2026-03-02'), planned(2, 8, '2026-03-03'), planned(3, 7, '2026-03-05')],
};
const NOW = new Date('2026-03-02T10:00:00.000Z');

const prefetched = async (): Promise<OfflineStore> => {
  const store = memoryStore();
  await prefetchOfflineData({ store, get: server(ANSWERS).get, profile, now: NOW });
  return store;
};

describe('the phone’s copy for the pool side', () => {
  it('keeps the coach’s groups, each roster and sub-group list, the next 7 days of planning and the profile', async () => {
    const { asked, get } = server(ANSWERS);
    const store = memoryStore();
    await prefetchOfflineData({ store, get, profile, now: NOW });

    // The system group holds no training: no roster is asked for it.
    expect(asked).not.toContain('/student/session?groupId=1');
    expect(await keptAnswer(store, '/group/')).toEqual(ANSWERS['/group/']);
    expect(await keptAnswer(store, '/group/7/subgroup/')).toEqual(ANSWERS['/group/7/subgroup/']);
    expect(await keptAnswer(store, '/student/session?groupId=7&date=1772470800000')).toEqual(ANSWERS['/student/session?groupId=7']);
    expect(await keptAnswer(store, '/student/session?groupId=7&subGroupId=3')).toEqual(ANSWERS['/student/session?groupId=7&subGroupId=3']);
    // A sub-group out of reach is skipped, not kept empty.
    expect(await keptAnswer(store, '/student/session?groupId=7&subGroupId=4')).toBeUndefined();
    expect(await store.get('profile', 'me')).toEqual(profile);
  });

  it('writes nothing when the coach signed out while the reads ran', async () => {
    const store = memoryStore();
    await prefetchOfflineData({ store, get: server(ANSWERS).get, profile, stillSignedIn: () => false, now: NOW });
    expect(await keptAnswer(store, '/group/')).toBeUndefined();
    expect(await store.get('profile', 'me')).toBeUndefined();
  });

  it('answers the planning of the kept days, one group or all, and nothing for days it does not hold', async () => {
    const store = await prefetched();
    const ids = async (path: string) => ((await keptAnswer(store, path)) as PlannedSessionDto[] | undefined)?.map((s) => s.id);
    expect(await ids('/planning?fromDay=2026-03-02&toDay=2026-03-08')).toEqual([1, 2, 3]);
    expect(await ids('/planning?fromDay=2026-03-02&toDay=2026-03-08&groupId=7')).toEqual([1, 3]);
    expect(await ids('/planning?fromDay=2026-03-04&toDay=2026-03-04')).toEqual([]);
    expect(await ids('/planning?fromDay=2026-03-09&toDay=2026-03-15')).toBeUndefined();
    expect(await keptAnswer(store, '/session/?id=4')).toBeUndefined();
    expect(await keptAnswer(store, '/student/session?groupId=99')).toBeUndefined();
  });

  it('leaves the previous copy whole when the network fails half way', async () => {
    const store = await prefetched();
    const failing = server({ ...ANSWERS, '/planning?fromDay=2026-03-03&toDay=2026-03-09': ApiError.network(new Error('down')) });
    await expect(prefetchOfflineData({ store, get: failing.get, profile, now: new Date('2026-03-03T10:00:00.000Z') })).rejects.toThrow();
    expect(await keptAnswer(store, '/student/session?groupId=7')).toEqual(ANSWERS['/student/session?groupId=7']);
    expect(await keptAnswer(store, '/planning?fromDay=2026-03-02&toDay=2026-03-02')).toHaveLength(1);
  });

  it('is cleared at sign-out, keeping the signed-out user’s unsent sheets (ids and ticks only)', async () => {
    const store = await prefetched();
    await store.put('pendingSheets', 'key-00001', { clientKey: 'key-00001', login: 'coach' } as PendingSheet);

    await clearOfflineData(store, { previous: 'coach', next: null });
    for (const name of ['rosters', 'planning', 'groups', 'profile'] as const) expect(await store.values(name)).toEqual([]);
    expect(await keptAnswer(store, '/student/session?groupId=7')).toBeUndefined();
    expect(await store.values('pendingSheets')).toHaveLength(1);
  });

  it('is cleared when another user signs in, keeping the previous user’s unsent sheets for their return', async () => {
    const store = await prefetched();
    await store.put('pendingSheets', 'key-00001', { clientKey: 'key-00001', login: 'coach' } as PendingSheet);
    await store.put('pendingSheets', 'key-00002', { clientKey: 'key-00002', login: 'other' } as PendingSheet);

    // After a reload nothing was signed in before: the kept profile tells whose copy it is.
    await clearOfflineData(store, { previous: null, next: 'other' });
    expect(await store.values('rosters')).toEqual([]);
    expect(await store.values('profile')).toEqual([]);
    expect((await store.values<PendingSheet>('pendingSheets')).map((s) => s.login).sort()).toEqual(['coach', 'other']);
  });

  it('stays when the same user’s session starts again (an offline start, a reload)', async () => {
    const store = await prefetched();
    await clearOfflineData(store, { previous: null, next: 'coach' });
    expect(await keptAnswer(store, '/student/session?groupId=7')).toEqual(ANSWERS['/student/session?groupId=7']);
  });
});

describe('who keeps the phone’s copy', () => {
  it('is a coach who does not reach every group: admins and section managers would copy the whole club', () => {
    expect(keepsCopyFor(['COACH'])).toBe(true);
    expect(keepsCopyFor(['COACH', 'ADMIN'])).toBe(false);
    expect(keepsCopyFor(['SECTION_MANAGER', 'COACH'])).toBe(false);
    expect(keepsCopyFor(['ADMIN'])).toBe(false);
  });
});
