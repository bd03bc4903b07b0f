import type { Place } from '@club/domain/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { auditEntries } from '../../test/audit.js';

describe('club places: /api/club/places', () => {
  let t: TestApp;
  let admin: StaffMember;
  let coach: StaffMember;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    coach = await t.staff(['COACH']);
  });
  afterAll(() => t.close());

  const list = async (who: StaffMember = admin) =>
    (await t.call({ method: 'GET', url: '/api/club/places', headers: who.headers })).json<Place[]>();
  const create = (payload: Record<string, unknown>, who: StaffMember = admin) =>
    t.call({ method: 'POST', url: '/api/club/places', headers: who.headers, payload });
  const change = (id: number, payload: Record<string, unknown>) =>
    t.call({ method: 'PATCH', url: `/api/club/places/${id}`, headers: admin.headers, payload });
  const remove = (id: number) => t.call({ method: 'DELETE', url: `/api/club/places/${id}`, headers: admin.headers });
  const defaults = async () => (await list()).filter((place) => place.isDefault).map((place) => place.name);

  it('makes the first place the default, adds the next ones after it, and lists them to every role', async () => {
    const first = await create({ name: 'Stade Louis II', address: '13 avenue des Castelans, Monaco' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Place>()).toMatchObject({
      name: 'Stade Louis II',
      address: '13 avenue des Castelans, Monaco',
      isDefault: true,
      sortOrder: 0,
      version: 1,
    });
    const second = await create({ name: 'Piscine Rainier III', address: '' });
    expect(second.json<Place>()).toMatchObject({ address: null, isDefault: false, sortOrder: 1 });
    expect((await list(coach)).map((place) => place.name)).toEqual(['Stade Louis II', 'Piscine Rainier III']);
    expect((await auditEntries(t, admin, 'CLUB_PLACE_CREATED')).map((entry) => entry.targetId)).toEqual([
      second.json<Place>().id,
      first.json<Place>().id,
    ]);
  });

  it('refuses a second place of the same name, accents and case aside', async () => {
    const response = await create({ name: 'stade louis ii' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { name: 'NAME_TAKEN' } });
    expect((await create({ name: '   ' })).json()).toMatchObject({ fields: { name: 'PLACE_NAME_ERROR' } });
  });

  it('renames a place over its version, and answers 409 over an older one', async () => {
    const [, rainier] = await list();
    const renamed = await change(rainier!.id, { name: 'Piscine du Port', version: rainier!.version });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Place>()).toMatchObject({ name: 'Piscine du Port', version: rainier!.version + 1 });
    expect((await change(rainier!.id, { name: 'Autre', version: rainier!.version })).statusCode).toBe(409);
    expect((await list()).map((place) => place.name)).toEqual(['Stade Louis II', 'Piscine du Port']);
    expect((await auditEntries(t, admin, 'CLUB_PLACE_UPDATED'))[0]).toMatchObject({
      targetType: 'CLUB_PLACE',
      targetId: rainier!.id,
      details: { fields: ['name'] },
    });
  });

  it('moves the default to the place made default, so there is only ever one', async () => {
    const [louis, port] = await list();
    const moved = await change(port!.id, { isDefault: true, version: port!.version });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await defaults()).toEqual(['Piscine du Port']);
    // The default is moved, not taken away: false is refused.
    expect((await change(louis!.id, { isDefault: false, version: (await list())[0]!.version })).statusCode).toBe(400);
    // Two admins each making another place the default at once: one default remains.
    const third = (await create({ name: 'Bassin école' })).json<Place>();
    const current = await list();
    const answers = await Promise.all(
      [louis!.id, third.id].map((id) => change(id, { isDefault: true, version: current.find((place) => place.id === id)!.version })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await defaults()).toHaveLength(1);
  });

  it('reorders the places', async () => {
    const [louis] = await list();
    expect((await change(louis!.id, { sortOrder: 9, version: louis!.version })).statusCode).toBe(200);
    expect((await list()).at(-1)?.name).toBe('Stade Louis II');
  });

  it('deletes a place; when it was the default, the first remaining one becomes it', async () => {
    const defaultPlace = (await list()).find((place) => place.isDefault)!;
    expect((await remove(defaultPlace.id)).statusCode).toBe(204);
    const rest = await list();
    expect(rest.map((place) => place.id)).not.toContain(defaultPlace.id);
    expect(await defaults()).toEqual([rest[0]!.name]);
    expect((await remove(defaultPlace.id)).statusCode).toBe(404);
    expect((await auditEntries(t, admin, 'CLUB_PLACE_DELETED'))[0]).toMatchObject({ targetId: defaultPlace.id });
  });

  it('makes a new place the default when asked', async () => {
    const created = await create({ name: 'Piscine de Fontvieille', isDefault: true });
    expect(created.json<Place>()).toMatchObject({ isDefault: true, version: 1 });
    expect(await defaults()).toEqual(['Piscine de Fontvieille']);
  });

  it('leaves the places’ changes to admins', async () => {
    expect((await create({ name: 'Piscine pirate' }, coach)).statusCode).toBe(403);
    const [place] = await list();
    expect((await t.call({ method: 'DELETE', url: `/api/club/places/${place!.id}`, headers: coach.headers })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/club/places' })).statusCode).toBe(401);
  });
});
