import { MSG } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validForm } from '../features/subscriptions/test-data.js';
import { buildGroup } from '../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../test/harness.js';
import { buildLinkedSubscription } from '../test/factories/index.js';

/**
 * Control characters in text input (docs/architecture.md#quality-security): PostgreSQL cannot
 * store a NUL (it answered 500), and no other C0/C1 control belongs in a name, a login or a
 * filter.
 * Each is refused with 400 BAD_REQUEST naming the field, on SQLite and on PostgreSQL alike.
 */
describe('control characters in text input', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const expectRefused = (response: { statusCode: number; json: <T>() => T; body: string }, field: string) => {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ code: string; fields?: Record<string, string> }>();
    expect(body.code).toBe('BAD_REQUEST');
    expect(Object.keys(body.fields ?? {})).toContain(field);
  };

  it('refuses a NUL in the login of POST /api/coach/login', async () => {
    const response = await t.call({ method: 'POST', url: '/api/coach/login', payload: { login: 'a\u0000b', password: 'x' } });
    expectRefused(response, 'login');
    expect(response.json()).toMatchObject({ fields: { login: MSG.login } });
  });

  it.each([
    ['a NUL', '\u0000'],
    ['a bell (C0)', '\u0007'],
    ['an escape (C0)', '\u001b'],
    ['DEL', '\u007f'],
    ['a C1 control (NEL)', '\u0085'],
  ])('refuses %s in a login, and in a password', async (_name, control) => {
    expectRefused(await t.call({ method: 'POST', url: '/api/coach/login', payload: { login: `jean${control}`, password: 'x' } }), 'login');
    expectRefused(
      await t.call({ method: 'POST', url: '/api/coach/login', payload: { login: 'jean', password: `x${control}` } }),
      'password',
    );
  });

  it.each([
    ['a NUL', '\u0000'],
    ['a tab', '\t'],
    ['a C1 control (CSI)', '\u009b'],
  ])('refuses %s in a group name, and stores nothing', async (_name, control) => {
    const before = await t.deps.db
      .selectFrom('groups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await t.call({
      method: 'POST',
      url: '/api/group/',
      headers: admin.headers,
      payload: { name: `Poussins${control}A`, price: 100, reSubPrice: 90, typeId: 1, packId: 1, emailList: 'liste@example.org' },
    });
    expectRefused(response, 'name');
    expect(response.json()).toMatchObject({ fields: { name: MSG.groupName } });
    const after = await t.deps.db
      .selectFrom('groups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    ['fname', 'Léa\u0000'],
    ['city', 'Mon\u0000aco'],
    ['address', '12 rue\u0001 Grimaldi'],
    ['secondGuardianEmail', '\u0000'],
    ['birthDate', '2014-03-15\u0000'],
  ])('refuses a control character in the public form field %s, and the subscription stays as it was', async (field, value) => {
    const s = await buildLinkedSubscription(t.deps.db);
    const response = await t.call({ method: 'POST', url: '/api/subscription/', payload: validForm(s, { [field]: value }) });
    expectRefused(response, field);
    const row = await t.deps.db.selectFrom('subscriptions').select('state').where('id', '=', s.subscriptionId).executeTakeFirstOrThrow();
    expect(row.state).toBe('SCHEDULED');
  });

  it('refuses a control character in the staff edit of a subscription (a body checked in the service)', async () => {
    const s = await buildLinkedSubscription(t.deps.db);
    const detail = await t.call({ method: 'GET', url: `/api/subscription/student/${s.memberId}`, headers: admin.headers });
    const version = detail.json<{ version: number }>().version;
    const response = await t.call({
      method: 'POST',
      url: `/api/subscription/student/${s.memberId}`,
      headers: admin.headers,
      payload: { version, guardian: { email: 'parent@example.org', firstName: 'Pa\u0000ul' } },
    });
    expectRefused(response, 'guardian.firstName');
  });

  it.each([
    ['/api/subscription/?lastName=Mar%00tin', 'lastName'],
    ['/api/subscription/?groupName=%C2%85', 'groupName'],
    ['/api/guardian/?firstName=%00', 'firstName'],
    // Refused before trimming: a tab at the end is not silently cut.
    ['/api/guardian/?lastName=Martin%09', 'lastName'],
    ['/api/subscription/?firstName=L%C3%A9a%0A', 'firstName'],
    ['/api/session?startDate=1790000000000&endDate=1790086400000&login=a%00b', 'login'],
  ])('refuses a control character in the query filter %s', async (url, field) => {
    expectRefused(await t.call({ method: 'GET', url, headers: admin.headers }), field);
  });

  it('refuses a NUL in a group mail but keeps its line breaks and tabs allowed', async () => {
    const group = await buildGroup(t.deps.db, { name: 'Control characters mail', emailList: 'liste@example.org' });
    const send = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: `/api/mail/group/${group}`, headers: admin.headers, payload });
    expectRefused(await send({ message: 'Bonjour\u0000' }), 'message');
    expectRefused(await send({ message: 'Bonjour\u000b' }), 'message');
    expectRefused(await send({ subject: 'Objet\nBcc: x@example.org', message: 'Bonjour' }), 'subject');
    expect((await send({ message: 'Bonjour,\r\n\tla séance\nde mardi est annulée.' })).statusCode).toBe(200);
  });

  it('stores a name typed in decomposed form (e + U+0301) in NFC', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/group/',
      headers: admin.headers,
      payload: { name: 'E\u0301toiles', price: 100, reSubPrice: 90, typeId: 1, packId: 1, emailList: 'liste@example.org' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    const row = await t.deps.db.selectFrom('groups').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.name).toBe('\u00c9toiles');
  });
});
