import type { ForgotPasswordResult, LoginResponse, ValidResult } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness.js';

const times = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index));
const tally = (responses: { statusCode: number }[]): Record<number, number> => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};
const MINUTE = 60 * 1000;

/** Forgotten password: a link by mail, valid 30 minutes, used once (docs/operations.md, "Staff passwords"). */
describe('password reset by mail', () => {
  let t: TestApp;
  let address = 0;
  /** Each test asks from addresses of its own, so the per-address limit is only met where tested. */
  const nextAddress = () => `10.70.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://club.example', MAIL_FROM: 'Club Nautique <bureau@club.example>' } });
  });
  afterAll(() => t.close());

  const forgot = (identifier: string, options: { ip?: string; lang?: string } = {}) =>
    t.call({
      method: 'POST',
      url: '/api/coach/password/forgot',
      payload: { identifier },
      remoteAddress: options.ip ?? nextAddress(),
      ...(options.lang === undefined ? {} : { cookies: { lang: options.lang } }),
    });
  const check = (token: string) => t.call({ method: 'POST', url: '/api/coach/password/reset/check', payload: { token } });
  const resetWith = (token: string, password: string) =>
    t.call({ method: 'POST', url: '/api/coach/password/reset', payload: { token, password } });
  const login = (loginName: string, password: string) =>
    t.call({ method: 'POST', url: '/api/coach/login', payload: { login: loginName, password }, remoteAddress: nextAddress() });

  const mailsTo = (email: string) =>
    t.deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'PASSWORD_RESET')
      .where('to_addresses', '=', JSON.stringify([email]))
      .orderBy('id')
      .execute();
  /** The link as the mail will carry it: the outbox holds it sealed only. */
  const linkOf = (mail: { sealed_link: string | null }) => t.deps.outbox.linkSeal.open(mail.sealed_link ?? '');
  const tokenOf = (link: string) => /#token=([A-Za-z0-9_-]+)$/.exec(link)?.[1] ?? '';
  const latestToken = async (email: string) => tokenOf(linkOf((await mailsTo(email)).at(-1)!));

  const staffWithEmail = async (email: string, roles: ('ADMIN' | 'COACH')[] = ['COACH']) => {
    const member = await t.staff(roles);
    await t.deps.db.updateTable('users').set({ email }).where('id', '=', member.id).execute();
    return member;
  };

  it('answers alike for an account with an address, without one, and for nothing known; only the first gets a mail', async () => {
    const withEmail = await staffWithEmail('alice@club.example');
    const withoutEmail = await t.staff(['COACH']);
    const answers = await Promise.all([
      forgot(withEmail.login),
      forgot('ALICE@club.example'),
      forgot(withoutEmail.login),
      forgot('nobody-here'),
      forgot('nobody@club.example'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(answers[0]!.json<ForgotPasswordResult>()).toEqual({ accepted: true });
    // By login and by address (typed in any case): two mails to Alice, none to anyone else.
    expect(await mailsTo('alice@club.example')).toHaveLength(2);
    expect(await t.deps.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'PASSWORD_RESET').execute()).toHaveLength(2);
  });

  it('queues a bilingual mail in the user’s language with a link to /reset-password, kept sealed; only its hash is stored', async () => {
    const member = await staffWithEmail('bob@club.example');
    // Bob used the app in English: his login remembered it.
    const english = await t.call({
      method: 'POST',
      url: '/api/coach/login',
      payload: { login: member.login, password: TEST_PASSWORD },
      cookies: { lang: 'en' },
      remoteAddress: nextAddress(),
    });
    expect(english.statusCode).toBe(200);
    expect((await forgot(member.login, { lang: 'fr' })).statusCode).toBe(200);

    const [mail] = await mailsTo('bob@club.example');
    expect(mail).toMatchObject({ language: 'en', subject: 'Club Nautique – reset your password', status: 'QUEUED' });
    expect(mail!.text_body.indexOf('Hello,')).toBe(0);
    expect(mail!.text_body).toContain('Bonjour,');
    expect(mail!.text_body).toContain(`(username: ${member.login})`);
    expect(mail!.text_body).toContain('This link works once, for 30 minutes.');
    expect(mail!.text_body).toContain('[lien masqué / link hidden]');
    expect(mail!.text_body).not.toContain('token=');

    const link = linkOf(mail!);
    expect(link).toMatch(/^https:\/\/club\.example\/reset-password#token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    const rows = await t.deps.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', member.id).execute();
    expect(rows).toEqual([
      {
        token_hash: hashToken(token),
        user_id: member.id,
        created_at: t.clock.now().toISOString(),
        expires_at: new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString(),
        used_at: null,
      },
    ]);
  });

  it('writes in the language of the request when the user’s is not known', async () => {
    await staffWithEmail('carla@club.example');
    const member = (await t.deps.db.selectFrom('users').select('login').where('email', '=', 'carla@club.example').executeTakeFirstOrThrow())
      .login;
    await forgot(member, { lang: 'en' });
    await forgot(member);
    const mails = await mailsTo('carla@club.example');
    expect(mails.map((m) => [m.language, m.subject])).toEqual([
      ['en', 'Club Nautique – reset your password'],
      ['fr', 'Club Nautique – réinitialiser votre mot de passe'],
    ]);
  });

  it('sets the new password through the link: must-change cleared, every session ended, audited; the link then works no more', async () => {
    const member = await staffWithEmail('dora@club.example');
    await t.deps.db.updateTable('users').set({ must_change_password: 1 }).where('id', '=', member.id).execute();
    await forgot(member.login);
    await forgot(member.login);
    const [first, second] = (await mailsTo('dora@club.example')).map((mail) => tokenOf(linkOf(mail)));

    expect((await check(first!)).json<ValidResult>()).toEqual({ valid: true });
    const tooShort = await resetWith(first!, 'short');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ fields: { password: 'PASSWORD_TOO_SHORT' } });

    const done = await resetWith(first!, 'a brand new password');
    expect(done.statusCode, done.body).toBe(204);
    // No session in the browser that used the link: no cookie to clear.
    expect(done.headers['set-cookie']).toBeUndefined();
    expect((await t.call({ method: 'GET', url: '/api/role/', headers: member.headers })).statusCode).toBe(401);
    expect((await login(member.login, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(member.login, 'a brand new password');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<LoginResponse>()).toMatchObject({ mustChangePassword: false });

    // Used once; and the other link of the same account is void too.
    expect((await resetWith(first!, 'yet another password')).statusCode).toBe(404);
    expect((await check(second!)).statusCode).toBe(404);
    expect((await resetWith(second!, 'yet another password')).statusCode).toBe(404);
    expect((await login(member.login, 'a brand new password')).statusCode).toBe(200);

    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target_type', 'target_id'])
      .where('action', '=', 'PASSWORD_RESET_BY_MAIL')
      .execute();
    expect(audit).toEqual([{ actor_id: member.id, target_type: 'USER', target_id: member.id }]);
  });

  it('clears the cookies of the browser that used the link when its session was of that account, and only then', async () => {
    const member = await staffWithEmail('ernest@club.example');
    const other = await t.staff(['COACH']);
    const refreshCookieOf = async (loginName: string, password: string) => {
      const response = await login(loginName, password);
      expect(response.statusCode).toBe(200);
      return /club_refresh=([^;]*)/.exec(String(response.headers['set-cookie']))?.[1] ?? '';
    };
    const useLink = async (password: string, browserRefresh: string) => {
      await forgot(member.login);
      const token = await latestToken('ernest@club.example');
      return t.call({
        method: 'POST',
        url: '/api/coach/password/reset',
        payload: { token, password },
        cookies: { club_refresh: browserRefresh },
      });
    };

    // Opened in a browser where someone else is logged in: their session stays, cookies and all.
    const someoneElse = await refreshCookieOf(other.login, TEST_PASSWORD);
    const elsewhere = await useLink('a brand new password', someoneElse);
    expect(elsewhere.statusCode).toBe(204);
    expect(elsewhere.headers['set-cookie']).toBeUndefined();
    expect(
      (await t.call({ method: 'POST', url: '/api/coach/refresh', cookies: { club_refresh: someoneElse }, payload: {} })).statusCode,
    ).toBe(200);

    // Opened where the account itself is logged in: that session ended, and its cookies go.
    const own = await refreshCookieOf(member.login, 'a brand new password');
    const here = await useLink('another new password', own);
    expect(here.statusCode).toBe(204);
    expect(String(here.headers['set-cookie'])).toMatch(/club_refresh=;/);
    expect(String(here.headers['set-cookie'])).toMatch(/club_session=;/);
  });

  it('gives an unknown, expired or used link one answer: 404', async () => {
    const member = await staffWithEmail('emile@club.example');
    await forgot(member.login);
    const token = await latestToken('emile@club.example');
    const unknown = await check('not-a-token-we-sent');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });

    t.clock.advance(30 * MINUTE - 1);
    expect((await check(token)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await check(token)).statusCode).toBe(404);
    const expired = await resetWith(token, 'a brand new password');
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(unknown.json());
    expect((await login(member.login, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets exactly one of several parallel uses of a link through', async () => {
    const member = await staffWithEmail('fanny@club.example');
    await forgot(member.login);
    const token = await latestToken('fanny@club.example');
    const passwords = times(6, (i) => `parallel password ${i}`);
    const responses = await Promise.all(passwords.map((password) => resetWith(token, password)));
    expect(tally(responses)).toEqual({ 204: 1, 404: 5 });
    const winner = passwords[responses.findIndex((r) => r.statusCode === 204)]!;
    expect((await login(member.login, winner)).statusCode).toBe(200);
    expect(
      await t.deps.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'PASSWORD_RESET_BY_MAIL')
        .where('target_id', '=', member.id)
        .execute(),
    ).toHaveLength(1);
  });

  it('mails an account at most 5 times an hour, however many parallel requests from however many addresses, with the same answer', async () => {
    const member = await staffWithEmail('gaston@club.example');
    const responses = await Promise.all(times(12, () => forgot(member.login)));
    expect(tally(responses)).toEqual({ 200: 12 });
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await mailsTo('gaston@club.example')).toHaveLength(5);
    // By address instead of login: the same account, the same limit.
    expect((await forgot('gaston@club.example')).statusCode).toBe(200);
    expect(await mailsTo('gaston@club.example')).toHaveLength(5);

    t.clock.advance(61 * MINUTE);
    expect((await forgot(member.login)).statusCode).toBe(200);
    expect(await mailsTo('gaston@club.example')).toHaveLength(6);
  });

  it('takes 20 requests an hour from one address, of any number in parallel, then answers 429', async () => {
    const ip = '10.71.0.1';
    const member = await staffWithEmail('hugo@club.example');
    const responses = await Promise.all(times(30, (i) => forgot(`someone-${i}`, { ip })));
    expect(tally(responses)).toEqual({ 200: 20, 429: 10 });
    const refused = await forgot(member.login, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await mailsTo('hugo@club.example')).toHaveLength(0);
    // Another address is not held back.
    expect((await forgot(member.login, { ip: '10.71.0.2' })).statusCode).toBe(200);
    expect(await mailsTo('hugo@club.example')).toHaveLength(1);

    t.clock.advance(61 * MINUTE);
    expect((await forgot(member.login, { ip })).statusCode).toBe(200);
  });

  it('voids a pending link when the password is changed in the settings', async () => {
    const member = await staffWithEmail('ines@club.example');
    await forgot(member.login);
    const token = await latestToken('ines@club.example');
    const changed = await t.call({
      method: 'POST',
      url: '/api/coach/update/password',
      headers: member.headers,
      payload: { login: member.login, password: 'chosen in the settings', oldPassword: TEST_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(changed.statusCode).toBe(200);
    expect((await resetWith(token, 'a brand new password')).statusCode).toBe(404);
    expect((await login(member.login, 'chosen in the settings')).statusCode).toBe(200);
  });

  it('refuses an empty identifier and a missing token or password with the field keys', async () => {
    expect((await forgot('  ')).json()).toMatchObject({ code: 'BAD_REQUEST', fields: { identifier: 'LOGIN_ERROR' } });
    const missing = await t.call({ method: 'POST', url: '/api/coach/password/reset', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { token: 'INVALID_VALUE', password: 'PASSWORD_ERROR' } });
  });

  it('removes the hashes of expired links when a new one is asked for', async () => {
    const member = await staffWithEmail('jules@club.example');
    await forgot(member.login);
    t.clock.advance(31 * MINUTE);
    await forgot('nobody-at-all');
    expect(await t.deps.db.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', member.id).execute()).toEqual([]);
  });
});
