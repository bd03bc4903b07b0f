import type { CreatedUserDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';

/**
 * New staff users with names beyond plain ASCII (docs/product.md#login-and-passwords): the login
 * folds the names (NFKD, accents removed) instead of dropping letters, and names are stored in NFC.
 */
describe('staff accounts: Unicode names', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const createUser = async (firstName: string, lastName: string) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/coach/',
      headers: admin.headers,
      payload: { firstName, lastName, roles: ['COACH'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedUserDto>();
  };
  const stored = (id: number) =>
    t.deps.db.selectFrom('users').select(['first_name', 'last_name', 'login']).where('id', '=', id).executeTakeFirstOrThrow();

  it('takes the initial of "Ǆemal" folded (Ǆ → DŽ → d): Ǆemal Zz is dzz', async () => {
    const user = await createUser('Ǆemal', 'Zz');
    expect(user.login).toBe('dzz');
    expect(await stored(user.id)).toMatchObject({ first_name: 'Ǆemal', login: 'dzz' });
  });

  it('folds fullwidth letters: Ｊｅａｎ Ｄｕｐｏｎｔ is jdupont, and Jean Dupont then jdupont2', async () => {
    expect((await createUser('Ｊｅａｎ', 'Ｄｕｐｏｎｔ')).login).toBe('jdupont');
    expect((await createUser('Jean', 'Dupont')).login).toBe('jdupont2');
  });

  it('accepts a first name typed in decomposed form (E + U+0301) and stores it in NFC', async () => {
    const user = await createUser('E\u0301lodie', 'Martin');
    expect(user).toMatchObject({ firstName: '\u00c9lodie', login: 'emartin', defaultPassword: 'Martin\u00c9lodie' });
    expect((await stored(user.id)).first_name).toBe('\u00c9lodie');
    const login = await t.call({ method: 'POST', url: '/api/coach/login', payload: { login: 'emartin', password: 'Martin\u00c9lodie' } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a control character in a name, with the field', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/coach/',
      headers: admin.headers,
      payload: { firstName: 'Jean\u0000', lastName: 'Dupont', roles: ['COACH'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { firstName: 'FIRST_NAME_ERROR' } });
  });
});
