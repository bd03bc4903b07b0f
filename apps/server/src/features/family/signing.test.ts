import type { AcknowledgementDto, FamilyHomeDto } from '@club/domain';
import type { ReadableText } from '@club/domain/club';
import { PRIVACY_NOTICE_VERSION } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember, buildSubscription } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { FLAG_COLUMNS } from '../subscriptions/context.js';
import { labelInForce, signInFamily, signText, type SignedInFamily } from './test-data.js';

/** Every checklist flag ticked but the rules: signing them is all the subscription waits for. */
const ALL_BUT_RULES = Object.fromEntries(Object.values(FLAG_COLUMNS).map((column) => [column, column === 'rules' ? 0 : 1]));

/** Signing club texts from the family space (docs/product.md#family-signatures). */
describe('signing online from the family space', () => {
  let t: TestApp;
  let admin: StaffMember;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  /** A guardian's address of its own with one child per state given, each subscribed this season. */
  const newFamily = async (states: string[], group?: number) => {
    address += 1;
    const email = `signing${address}@example.org`;
    const guardian = await buildGuardian(t.deps.db, { email, firstName: 'Claire', lastName: 'Dupont' });
    const children: { member: number; subscription: number }[] = [];
    for (const [i, state] of states.entries()) {
      const member = await buildMember(t.deps.db, { guardianId: guardian, birthDate: `201${i + 2}-04-10`, groupId: group ?? null });
      children.push({ member, subscription: await buildSubscription(t.deps.db, member, { state, groupId: group ?? null }) });
    }
    return { email, children, family: await signInFamily(t, email) };
  };
  const home = async (family: SignedInFamily) =>
    (await t.call({ method: 'GET', url: '/api/family/', headers: family.headers })).json<FamilyHomeDto>();
  const subscriptionRow = (id: number) => t.deps.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const acknowledgementRows = (subscriptionId: number) =>
    t.deps.db.selectFrom('acknowledgements').selectAll().where('subscription_id', '=', subscriptionId).execute();

  it('reads the version in force of a signable text in the page’s language, parsed as the form reads it', async () => {
    const { family } = await newFamily(['SCHEDULED']);
    const french = await t.call({ method: 'GET', url: '/api/family/texts/privacy', headers: family.headers });
    expect(french.statusCode).toBe(200);
    expect(french.headers['cache-control']).toBe('no-store');
    expect(french.json<ReadableText>()).toMatchObject({ key: 'privacy', versionLabel: PRIVACY_NOTICE_VERSION });
    const english = await t.call({
      method: 'GET',
      url: '/api/family/texts/privacy',
      headers: { cookie: `${family.headers.cookie}; lang=en` },
    });
    expect(english.json<ReadableText>().title).not.toBe(french.json<ReadableText>().title);
    expect(english.json<ReadableText>().blocks.length).toBeGreaterThan(0);
    // The general form is a club text, but not one a family signs here.
    expect((await t.call({ method: 'GET', url: '/api/family/texts/generalForm', headers: family.headers })).statusCode).toBe(400);
  });

  it('signs the rules for both children: the flags move, the one waiting only for them is DONE, a SCHEDULED one stays', async () => {
    const { family, children } = await newFamily(['MISSING_DOC', 'SCHEDULED']);
    const [waiting, scheduled] = children as [(typeof children)[0], (typeof children)[0]];
    await t.deps.db.updateTable('subscriptions').set(ALL_BUT_RULES).where('id', '=', waiting.subscription).execute();
    const version = await labelInForce(t, family, 'rules');
    expect((await home(family)).members.every((m) => m.subscription?.toSign.includes('rules'))).toBe(true);

    t.clock.advance(60_000);
    const signedAt = t.clock.now().toISOString();
    for (const child of [waiting, scheduled]) {
      const answer = await signText(t, family, child.member, { key: 'rules', version, signedName: 'Claire Dupont' }, '203.0.113.7');
      expect(answer.statusCode).toBe(201);
      expect(answer.json<AcknowledgementDto>()).toEqual({
        id: expect.any(Number),
        key: 'rules',
        version,
        signedName: 'Claire Dupont',
        signedAt,
      });
    }

    const done = await subscriptionRow(waiting.subscription);
    expect(done).toMatchObject({ rules: 1, state: 'DONE', process_date: signedAt });
    const history = await t.deps.db
      .selectFrom('subscription_state_changes')
      .select(['from_state', 'to_state', 'source', 'changed_by'])
      .where('subscription_id', '=', waiting.subscription)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ from_state: 'MISSING_DOC', to_state: 'DONE', source: 'FAMILY', changed_by: null });
    expect(await subscriptionRow(scheduled.subscription)).toMatchObject({ rules: 1, state: 'SCHEDULED', process_date: null });
    expect(await acknowledgementRows(scheduled.subscription)).toEqual([
      expect.objectContaining({ text_key: 'rules', version, signed_name: 'Claire Dupont', ip_address: '203.0.113.7', signed_at: signedAt }),
    ]);

    // The staff checklist shows the tick, and the home no longer asks for the rules.
    const staff = await t.call({ method: 'GET', url: `/api/subscription/student/${scheduled.member}`, headers: admin.headers });
    expect(staff.json<{ documents: { rules: boolean } }>().documents.rules).toBe(true);
    for (const member of (await home(family)).members) {
      expect(member.subscription?.toSign).not.toContain('rules');
      expect(member.subscription?.acknowledgements).toEqual([expect.objectContaining({ key: 'rules', version })]);
    }
  });

  it('accepts the privacy notice as the form does, by the guardian, and asks for it no more', async () => {
    const { family, children } = await newFamily(['STARTED']);
    const child = children[0]!;
    const version = await labelInForce(t, family, 'privacy');
    const answer = await signText(t, family, child.member, { key: 'privacy', version, signedName: 'Claire Dupont' });
    expect(answer.statusCode).toBe(201);
    expect(await subscriptionRow(child.subscription)).toMatchObject({
      privacy_version: version,
      privacy_accepted_by: 'GUARDIAN Claire Dupont',
      privacy_accepted_at: t.clock.now().toISOString(),
      state: 'STARTED',
    });
    expect((await home(family)).members[0]!.subscription!.toSign).not.toContain('privacy');
  });

  it('keeps one record of a version signed twice, even at the same moment; the repeats answer 200 with it', async () => {
    const { family, children } = await newFamily(['MISSING_DOC']);
    const child = children[0]!;
    const version = await labelInForce(t, family, 'guardianCodeOfConduct');
    const payload = { key: 'guardianCodeOfConduct', version, signedName: 'Claire Dupont' };
    const answers = await Promise.all([1, 2, 3].map(() => signText(t, family, child.member, payload)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((a) => a.json<AcknowledgementDto>().id));
    expect(ids.size).toBe(1);
    expect(await acknowledgementRows(child.subscription)).toHaveLength(1);
    const again = await signText(t, family, child.member, { ...payload, signedName: 'Someone Else' });
    expect(again.statusCode).toBe(200);
    expect(again.json<AcknowledgementDto>()).toEqual(answers[0]!.json());
    // The tick happened once: the history holds no second line.
    expect(await subscriptionRow(child.subscription)).toMatchObject({ guardian_code_of_conduct: 1, state: 'MISSING_DOC' });
  });

  it('refuses a version that is no longer in force with 409, and takes the new one', async () => {
    const { family, children } = await newFamily(['MISSING_DOC']);
    const child = children[0]!;
    const read = await labelInForce(t, family, 'rules');
    const published = await t.call({
      method: 'PUT',
      url: '/api/club/texts/rules',
      headers: admin.headers,
      payload: { fr: '# Règlement\n\nNouvelle version.', en: '# Rules\n\nNew version.' },
    });
    expect(published.statusCode).toBe(200);
    const stale = await signText(t, family, child.member, { key: 'rules', version: read, signedName: 'Claire Dupont' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('read it again') });
    expect(await acknowledgementRows(child.subscription)).toEqual([]);
    const current = await labelInForce(t, family, 'rules');
    expect(current).not.toBe(read);
    expect((await signText(t, family, child.member, { key: 'rules', version: current, signedName: 'Claire Dupont' })).statusCode).toBe(201);
  });

  it('answers 400 for a text the subscription does not need', async () => {
    const noCode = await buildGroup(t.deps.db, { sportsCodeOfConduct: false });
    const { family, children } = await newFamily(['MISSING_DOC'], noCode);
    const child = children[0]!;
    expect((await home(family)).members[0]!.subscription!.toSign).toEqual(['rules', 'guardianCodeOfConduct', 'privacy']);
    const version = await labelInForce(t, family, 'codeOfConduct');
    const refused = await signText(t, family, child.member, { key: 'codeOfConduct', version, signedName: 'Claire Dupont' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { key: 'INVALID_VALUE' } });

    // An adult needs no parents' code of conduct.
    const adult = await buildMember(t.deps.db, { birthDate: '1990-02-02', email: 'adult.signer@example.org' });
    await buildSubscription(t.deps.db, adult, { state: 'STARTED' });
    const self = await signInFamily(t, 'adult.signer@example.org');
    const guardianCode = await labelInForce(t, self, 'guardianCodeOfConduct');
    expect(
      (await signText(t, self, adult, { key: 'guardianCodeOfConduct', version: guardianCode, signedName: 'Adult Signer' })).statusCode,
    ).toBe(400);
    // The adult accepts the privacy notice as the member.
    const privacy = await labelInForce(t, self, 'privacy');
    expect((await signText(t, self, adult, { key: 'privacy', version: privacy, signedName: 'Adult Signer' })).statusCode).toBe(201);
    expect(
      (await t.deps.db.selectFrom('subscriptions').select('privacy_accepted_by').where('member_id', '=', adult).executeTakeFirstOrThrow())
        .privacy_accepted_by,
    ).toBe('MEMBER Adult Signer');
  });

  it('answers another family’s member as an unknown one (404), and 404 without a subscription this season, 409 once cancelled', async () => {
    const ours = await newFamily(['MISSING_DOC', 'CANCELLED']);
    const theirs = await newFamily(['MISSING_DOC']);
    const version = await labelInForce(t, ours.family, 'rules');
    const payload = { key: 'rules', version, signedName: 'Claire Dupont' };
    const other = await signText(t, ours.family, theirs.children[0]!.member, payload);
    const unknown = await signText(t, ours.family, 987654, payload);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(unknown.body);
    expect(await acknowledgementRows(theirs.children[0]!.subscription)).toEqual([]);

    const unsubscribed = await buildMember(t.deps.db, {
      guardianId: (
        await t.deps.db.selectFrom('members').select('guardian_id').where('id', '=', ours.children[0]!.member).executeTakeFirstOrThrow()
      ).guardian_id,
    });
    expect((await signText(t, ours.family, unsubscribed, payload)).statusCode).toBe(404);

    const cancelled = ours.children[1]!;
    expect((await home(ours.family)).members.find((m) => m.id === cancelled.member)!.subscription!.toSign).toEqual([]);
    const refused = await signText(t, ours.family, cancelled.member, payload);
    expect(refused.statusCode).toBe(409);
    expect(await acknowledgementRows(cancelled.subscription)).toEqual([]);
  });

  it('does not ask for a text staff already ticked, nor a privacy notice accepted in its version in force', async () => {
    const { family, children } = await newFamily(['STARTED']);
    const child = children[0]!;
    await t.deps.db
      .updateTable('subscriptions')
      .set({ rules: 1, privacy_version: await labelInForce(t, family, 'privacy') })
      .where('id', '=', child.subscription)
      .execute();
    expect((await home(family)).members[0]!.subscription!.toSign).toEqual(['codeOfConduct', 'guardianCodeOfConduct']);
  });
});
