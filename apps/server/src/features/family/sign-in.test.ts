import type { FamilySignInResult } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { buildGuardian, buildMember } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { AfterAnswer } from './after-answer.js';
import { FamilySignInService } from './sign-in.js';
import { askForLink as ask, linkOf, nextClientAddress, signInMailsTo, tokenOf, waitFor } from './test-data.js';

const MINUTE = 60 * 1000;
const tally = (responses: { statusCode: number }[]): Record<number, number> => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

/** Runs nothing until told: shows what a request does before its background work. */
class HeldTasks implements AfterAnswer {
  readonly held: (() => Promise<void>)[] = [];
  run(task: () => Promise<void>): void {
    this.held.push(task);
  }
  async release(): Promise<void> {
    for (const task of this.held.splice(0)) await task();
  }
}

/** Asking for a sign-in link (docs/product.md#family-space). */
describe('family sign-in requests', () => {
  let t: TestApp;
  const logLines: string[] = [];
  /** Requests answered 202 so far, and their background work done: one log line each. */
  let accepted = 0;
  const handled = () => logLines.filter((l) => /"event":"family_(link_mailed|sign_in_unknown)"/.test(l)).length;
  /** Waits for the work of every request answered so far. */
  const settled = () => waitFor(async () => (handled() >= accepted ? true : undefined), `${accepted} sign-in requests handled`);
  const askForLink = async (...args: Parameters<typeof ask>) => {
    const answer = await ask(...args);
    if (answer.statusCode === 202) accepted += 1;
    return answer;
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: 'https://club.example', MAIL_FROM: 'Club Nautique <bureau@club.example>' },
      logStream: { write: (line) => logLines.push(line) },
    });
  });
  afterAll(() => t.close());

  it('answers a known and an unknown address alike; only the known one gets a mail, after the answer', async () => {
    await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email: 'Known.Parent@Example.org' }) });
    const answers = await Promise.all([
      askForLink(t, 'known.parent@example.org'),
      askForLink(t, 'nobody@example.org'),
      askForLink(t, 'KNOWN.PARENT@example.org'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(answers[0]!.body);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.cookies).toEqual([]);
    }
    expect(answers[0]!.json<FamilySignInResult>()).toEqual({ accepted: true });
    await settled();
    // Typed in any case: two mails to the one address on file, none to the unknown one.
    expect(await signInMailsTo(t, 'known.parent@example.org')).toHaveLength(2);
    expect(await signInMailsTo(t, 'nobody@example.org')).toEqual([]);
  });

  it('answers before looking the address up: nothing is read or queued until the answer is given', async () => {
    await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email: 'held@example.org' }) });
    const tasks = new HeldTasks();
    const service = new FamilySignInService({
      db: t.deps.db,
      clock: t.clock,
      log: t.app.log,
      outbox: t.deps.outbox,
      publicUrl: 'https://club.example',
      club: t.deps.club,
      afterAnswer: tasks,
    });
    // The request resolves (the route then answers) with the look-up still waiting, known address or not.
    await service.request({ email: 'held@example.org' }, nextClientAddress(), 'fr');
    await service.request({ email: 'unheld@example.org' }, nextClientAddress(), 'fr');
    expect(tasks.held).toHaveLength(2);
    expect(await signInMailsTo(t, 'held@example.org')).toEqual([]);
    await tasks.release();
    // Their work logged like any other request's.
    accepted += 2;
    expect(await signInMailsTo(t, 'held@example.org')).toHaveLength(1);
    expect(await signInMailsTo(t, 'unheld@example.org')).toEqual([]);
  });

  it('mails a bilingual link to /family in the guardian’s language, sealed in the outbox; only its hash is stored', async () => {
    await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email: 'english@example.org', language: 'en' }) });
    expect((await askForLink(t, 'english@example.org', { language: 'fr', lang: 'fr' })).statusCode).toBe(202);
    await settled();

    const [mail] = await signInMailsTo(t, 'english@example.org');
    expect(mail).toMatchObject({ language: 'en', subject: 'Club Nautique – your link to the family space', status: 'QUEUED' });
    expect(mail!.member_id).toBeNull();
    expect(mail!.text_body.indexOf('Hello,')).toBe(0);
    expect(mail!.text_body).toContain('Bonjour,');
    expect(mail!.text_body).toContain('This link works once, for 30 minutes.');
    expect(mail!.text_body).toContain('[lien masqué / link hidden]');
    expect(mail!.text_body).not.toContain('token=');

    const link = linkOf(t, mail!);
    expect(link).toMatch(/^https:\/\/club\.example\/family\?token=[A-Za-z0-9_-]{43}$/);
    const rows = await t.deps.db.selectFrom('family_sign_in_links').selectAll().where('email_key', '=', 'english@example.org').execute();
    expect(rows).toEqual([
      {
        token_hash: hashToken(tokenOf(link)),
        email_key: 'english@example.org',
        created_at: t.clock.now().toISOString(),
        expires_at: new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString(),
        used_at: null,
      },
    ]);
  });

  it('takes an address typed in capitals, as a phone may send it', async () => {
    await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email: 'capitals@example.org' }) });
    expect((await askForLink(t, '  Capitals@EXAMPLE.ORG ')).statusCode).toBe(202);
    await settled();
    expect(await signInMailsTo(t, 'capitals@example.org')).toHaveLength(1);
  });

  it('writes in the member’s language when known, else in the language asked for, else in the page’s', async () => {
    await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email: 'member-lang@example.org' }), language: 'en' });
    await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email: 'asked-lang@example.org' }) });
    await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email: 'page-lang@example.org' }) });
    await askForLink(t, 'member-lang@example.org', { language: 'fr' });
    await askForLink(t, 'asked-lang@example.org', { language: 'en', lang: 'fr' });
    await askForLink(t, 'page-lang@example.org', { lang: 'en' });
    await settled();
    for (const email of ['member-lang@example.org', 'asked-lang@example.org', 'page-lang@example.org']) {
      expect((await signInMailsTo(t, email))[0]?.language, email).toBe('en');
    }
  });

  it('limits requests per client address under parallel requests, known and unknown addresses alike', async () => {
    await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email: 'limited0@example.org' }) });
    const ip = nextClientAddress();
    const answers = await Promise.all(Array.from({ length: 26 }, (_, i) => askForLink(t, `limited${i}@example.org`, { ip })));
    expect(tally(answers)).toEqual({ 202: 20, 429: 6 });
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused[0]!.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(new Set(refused.map((a) => a.body)).size).toBe(1);
    // An hour later the address may ask again.
    t.clock.advance(61 * MINUTE);
    expect((await askForLink(t, 'limited0@example.org', { ip })).statusCode).toBe(202);
  });

  it('limits requests per e-mail under parallel requests from many addresses, the same for a known and an unknown one', async () => {
    await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email: 'flooded@example.org' }) });
    const [known, unknown] = await Promise.all(
      ['flooded@example.org', 'flooded-unknown@example.org'].map((email) =>
        Promise.all(Array.from({ length: 8 }, () => askForLink(t, email))),
      ),
    );
    expect(tally(known!)).toEqual({ 202: 5, 429: 3 });
    expect(tally(unknown!)).toEqual({ 202: 5, 429: 3 });
    expect(known!.find((a) => a.statusCode === 429)!.body).toBe(unknown!.find((a) => a.statusCode === 429)!.body);
    await settled();
    expect(await signInMailsTo(t, 'flooded@example.org')).toHaveLength(5);
    // The counters keep the address's hash, never an address a stranger typed.
    const keys = (await t.deps.db.selectFrom('login_throttle').select('key').execute()).map((row) => row.key);
    expect(keys).toContain(`family-email:${hashToken('flooded-unknown@example.org')}`);
    expect(keys.filter((key) => key.includes('flooded'))).toEqual([]);
  });

  it('rejects a malformed address with 400, counting nothing', async () => {
    const answer = await askForLink(t, 'not an address');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { email: expect.any(String) } });
  });
});
