import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildMember } from '../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../test/harness.js';
import { ResponseCache } from './response-cache.js';

describe('ResponseCache', () => {
  const answer = (payload: string) => ({ payload: Buffer.from(payload), contentType: 'application/json' });

  it('gives an answer back only under the version it was stored with', () => {
    const cache = new ResponseCache({ maxBytes: 1024, maxAgeMs: 1000 });
    cache.set('k', 'v1', answer('[1]'));
    expect(cache.get('k', 'v1')?.payload.toString()).toBe('[1]');
    expect(cache.get('k', 'v2')).toBeUndefined();
    // A stale entry is dropped, not kept for a version that may come back.
    expect(cache.get('k', 'v1')).toBeUndefined();
  });

  it('forgets an answer older than its maximum age', () => {
    let now = 0;
    const cache = new ResponseCache({ maxBytes: 1024, maxAgeMs: 1000, now: () => now });
    cache.set('k', 'v', answer('[1]'));
    now = 1001;
    expect(cache.get('k', 'v')).toBeUndefined();
  });

  it('forgets an answer from the time it holds until, and gives back its cache-control', () => {
    let now = 0;
    const cache = new ResponseCache({ maxBytes: 1024, maxAgeMs: 1000, now: () => now });
    cache.set('k', 'v', { ...answer('[1]'), cacheControl: 'no-store', until: 500 });
    now = 499;
    expect(cache.get('k', 'v')).toMatchObject({ payload: Buffer.from('[1]'), cacheControl: 'no-store' });
    now = 500;
    expect(cache.get('k', 'v')).toBeUndefined();
  });

  it('keeps within its size, forgetting the least recently used first', () => {
    // 78 bytes and a one-letter key (two bytes): 80 bytes each, ten of them fill 800.
    const cache = new ResponseCache({ maxBytes: 800, maxAgeMs: 1000 });
    const keys = 'abcdefghij'.split('');
    for (const key of keys) cache.set(key, 'v', answer('x'.repeat(78)));
    expect(cache.size).toBe(10);
    expect(cache.get('a', 'v')).toBeDefined(); // a is now the most recent
    cache.set('k', 'v', answer('x'.repeat(78)));
    expect(cache.bytes).toBe(800);
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(cache.get('a', 'v')).toBeDefined();
    expect(cache.get('k', 'v')).toBeDefined();
    // An answer larger than an eighth of the cache is not kept at all.
    cache.set('big', 'v', answer('x'.repeat(120)));
    expect(cache.get('big', 'v')).toBeUndefined();
  });
});

describe('cached answers of the API', () => {
  let t: TestApp;
  let admin: StaffMember;
  let manager: StaffMember;
  let coach: StaffMember;
  let groupId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    manager = await t.staff(['SECTION_MANAGER']);
    coach = await t.staff(['COACH']);
    groupId = await buildGroup(t.database.db, { name: 'Dauphins', coaches: [coach.id] });
  });
  afterAll(() => t.close());

  const groupNames = async (member: StaffMember) => {
    const response = await t.call({ method: 'GET', url: '/api/group/', headers: member.headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ name: string }[]>().map((group) => group.name);
  };

  it('shows a write made through the API on the next read', async () => {
    expect(await groupNames(admin)).not.toContain('Espadons');
    expect(await groupNames(admin)).not.toContain('Espadons'); // now from the cache
    const created = await t.call({
      method: 'POST',
      url: '/api/group/',
      headers: admin.headers,
      payload: { name: 'Espadons', price: 100, reSubPrice: 90, typeId: 9, packId: 3, emailList: 'espadons@club.fr' },
    });
    expect(created.statusCode).toBe(201);
    expect(await groupNames(admin)).toContain('Espadons');
  });

  it('shows a write made by other server code (a job, the retention) on the next read', async () => {
    const url = `/api/group/${groupId}`;
    const students = async () => (await t.call({ method: 'GET', url, headers: admin.headers })).json<{ students: unknown[] }>().students;
    expect(await students()).toHaveLength(0);
    await buildMember(t.database.db, { groupId });
    expect(await students()).toHaveLength(1);
  });

  it('gives the same bytes and headers again, accents included', async () => {
    await buildGroup(t.database.db, { name: 'Éléphants de mer' });
    const first = await t.call({ method: 'GET', url: '/api/group/', headers: admin.headers });
    const again = await t.call({ method: 'GET', url: '/api/group/', headers: admin.headers });
    expect(first.body).toContain('Éléphants de mer');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['content-length']).toBe(String(first.rawPayload.length));
  });

  it('never gives one caller the answer computed for another', async () => {
    const everyGroup = await groupNames(manager);
    expect(everyGroup).toContain('Espadons');
    // Same URL, same moment: the coach gets only the group they coach.
    expect(await groupNames(coach)).toEqual(['Dauphins']);
    expect(await groupNames(manager)).toEqual(everyGroup);
  });

  it('checks access before giving a cached answer', async () => {
    await groupNames(admin);
    const anonymous = await t.call({ method: 'GET', url: '/api/group/' });
    expect(anonymous.statusCode).toBe(401);
    const loggedOut = await t.call({ method: 'POST', url: '/api/coach/logout', headers: admin.headers });
    expect(loggedOut.statusCode).toBeLessThan(300);
    expect((await t.call({ method: 'GET', url: '/api/group/', headers: admin.headers })).statusCode).toBe(401);
    // A coach's guard on another group's details runs before the cache too.
    const other = await buildGroup(t.database.db, { name: 'Requins' });
    expect((await t.call({ method: 'GET', url: `/api/group/${other}`, headers: manager.headers })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/group/${other}`, headers: coach.headers })).statusCode).toBe(403);
  });
});
