import type { CreatedUserDto, RoleHolderDto, UserDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';

/** A staff account's optional e-mail address: validated, stored in lower case, unique, audited when changed. */
describe('staff accounts: e-mail address', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/coach/', headers: admin.headers, payload });
  const patch = (id: number, payload: Record<string, unknown>, headers = admin.headers) =>
    t.call({ method: 'PATCH', url: `/api/coach/${id}`, headers, payload });
  const storedEmail = async (id: number) =>
    (await t.deps.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

  it('creates a user with an address, trimmed and in lower case, and lists it', async () => {
    const response = await create({ firstName: 'Jean', lastName: 'Martin', email: '  Jean.Martin@Club-Nautique.FR ', roles: ['COACH'] });
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json<CreatedUserDto>();
    expect(user.email).toBe('jean.martin@club-nautique.fr');
    expect(await storedEmail(user.id)).toBe('jean.martin@club-nautique.fr');
    const list = await t.call({ method: 'GET', url: '/api/coach/', headers: admin.headers });
    expect(list.json<UserDto[]>().find((u) => u.id === user.id)?.email).toBe('jean.martin@club-nautique.fr');
  });

  it('creates a user without an address when it is left out, empty or null', async () => {
    for (const email of [undefined, '', '   ', null]) {
      const response = await create({
        firstName: 'Sans',
        lastName: 'Adresse',
        roles: ['COACH'],
        ...(email === undefined ? {} : { email }),
      });
      expect(response.statusCode, response.body).toBe(201);
      const user = response.json<UserDto>();
      expect(user.email).toBeNull();
      expect(await storedEmail(user.id)).toBeNull();
    }
  });

  it.each(['jean', 'jean@club', 'jean@@club.fr', 'jean!@club.fr', 'jean @club.fr', 'jean@club.f'])(
    'refuses %j with the field message',
    async (email) => {
      const response = await create({ firstName: 'Jean', lastName: 'Refus', email, roles: ['COACH'] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { email: 'Invalid email' } });
    },
  );

  it('refuses an address another account has, whatever its case (409, EMAIL_TAKEN on the field)', async () => {
    expect((await create({ firstName: 'Anne', lastName: 'Premiere', email: 'anne@club.fr', roles: ['COACH'] })).statusCode).toBe(201);
    const clash = await create({ firstName: 'Anne', lastName: 'Seconde', email: 'ANNE@Club.fr', roles: ['COACH'] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'CONFLICT', fields: { email: 'EMAIL_TAKEN' } });
    const count = await t.deps.db.selectFrom('users').select('id').where('last_name', '=', 'Seconde').execute();
    expect(count).toHaveLength(0);
  });

  it('gives an address to one account only when two creations race for it', async () => {
    const responses = await Promise.all(
      ['Un', 'Deux', 'Trois', 'Quatre'].map((lastName) =>
        create({ firstName: 'Course', lastName, email: 'course@club.fr', roles: ['COACH'] }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toMatchObject({ fields: { email: 'EMAIL_TAKEN' } });
    }
  });

  it('sets, changes and removes an address, audits each change without the address, and refuses a taken one', async () => {
    const user = (await create({ firstName: 'Paul', lastName: 'Edit', roles: ['COACH'] })).json<CreatedUserDto>();
    const set = await patch(user.id, { email: 'Paul@Club.fr' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<UserDto>()).toMatchObject({ id: user.id, login: user.login, email: 'paul@club.fr' });

    // The same address again changes nothing and records nothing.
    expect((await patch(user.id, { email: 'paul@club.fr' })).statusCode).toBe(200);

    const other = (
      await create({ firstName: 'Autre', lastName: 'Compte', email: 'autre@club.fr', roles: ['COACH'] })
    ).json<CreatedUserDto>();
    const taken = await patch(user.id, { email: 'AUTRE@club.fr' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', fields: { email: 'EMAIL_TAKEN' } });
    expect(await storedEmail(user.id)).toBe('paul@club.fr');

    const removed = await patch(user.id, { email: '' });
    expect(removed.json<UserDto>().email).toBeNull();
    expect((await patch(user.id, { email: 'autre.paul@club.fr' })).statusCode).toBe(200);
    expect((await patch(user.id, { email: null })).json<UserDto>().email).toBeNull();

    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'target_type', 'target_id', 'details'])
      .where('action', '=', 'USER_EMAIL_CHANGED')
      .where('target_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.actor_id, row.target_type, row.details])).toEqual([
      [admin.id, 'USER', JSON.stringify({ hasEmail: true })],
      [admin.id, 'USER', JSON.stringify({ hasEmail: false })],
      [admin.id, 'USER', JSON.stringify({ hasEmail: true })],
      [admin.id, 'USER', JSON.stringify({ hasEmail: false })],
    ]);
    expect(other.email).toBe('autre@club.fr');
  });

  it('answers 404 for an unknown account, 400 for a bad address, and 403 to anyone but an admin', async () => {
    expect((await patch(987654, { email: 'x@club.fr' })).statusCode).toBe(404);
    const user = (await create({ firstName: 'Luc', lastName: 'Droits', roles: ['COACH'] })).json<CreatedUserDto>();
    expect((await patch(user.id, { email: 'pas une adresse' })).json()).toMatchObject({ fields: { email: 'Invalid email' } });
    const manager = await t.staff(['SECTION_MANAGER', 'COACH']);
    expect((await patch(user.id, { email: 'x@club.fr' }, manager.headers)).statusCode).toBe(403);
    expect(await storedEmail(user.id)).toBeNull();
  });

  it('keeps the addresses out of the coach list section managers read', async () => {
    const coach = (await create({ firstName: 'Nina', lastName: 'Coach', email: 'nina@club.fr', roles: ['COACH'] })).json<CreatedUserDto>();
    const manager = await t.staff(['SECTION_MANAGER']);
    const coaches = await t.call({ method: 'GET', url: '/api/coach/role?role=COACH', headers: manager.headers });
    expect(coaches.statusCode).toBe(200);
    const listed = coaches.json<RoleHolderDto[]>().find((u) => u.id === coach.id);
    expect(listed).toMatchObject({ login: coach.login, firstName: 'Nina' });
    expect(listed).not.toHaveProperty('email');
    expect(coaches.body).not.toContain('nina@club.fr');
  });

  it('voids a reset link mailed to the former address when the address changes', async () => {
    const user = (await create({ firstName: 'Lea', lastName: 'Ancienne', email: 'lea@club.fr', roles: ['COACH'] })).json<CreatedUserDto>();
    const now = t.clock.now();
    await t.deps.db
      .insertInto('password_reset_tokens')
      .values({
        token_hash: hashToken('mailed-before'),
        user_id: user.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 60_000).toISOString(),
      })
      .execute();
    const check = () => t.call({ method: 'POST', url: '/api/coach/password/reset/check', payload: { token: 'mailed-before' } });
    expect((await check()).statusCode).toBe(200);
    expect((await patch(user.id, { email: 'lea.nouvelle@club.fr' })).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(404);
  });
});
