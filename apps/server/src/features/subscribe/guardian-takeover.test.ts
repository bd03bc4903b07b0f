import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/types.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { validForm } from '../subscriptions/test-data.js';
import { SubscriptionLinks } from './links.js';
import { buildGuardian, buildLinkedSubscription, buildMember, type LinkedSubscription } from '../../test/factories/index.js';

/**
 * Hardening: a family's link reaches its own subscription only. Typing another family's
 * contact on the public form must never link that family's guardian, show it back, change it
 * or mail it; the subscription waits for staff (the "problem"), who settle it in the picker.
 */
describe('public form: another family’s guardian can be neither disclosed nor taken over', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const db = (): Kysely<DB> => t.deps.db;
  const submit = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/subscription/', payload });
  const resume = async (s: LinkedSubscription) =>
    (await t.call({ method: 'GET', url: `/api/subscription/resume?token=${encodeURIComponent(s.token)}` })).body;
  const guardian = (id: number) => db().selectFrom('guardians').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const member = (id: number) => db().selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const subscription = (id: number) => db().selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const problems = async () =>
    (await t.call({ method: 'GET', url: '/api/subscription/?problem=true&pageSize=200', headers: admin.headers }))
      .json<{ rows: { subscriptionId: number }[] }>()
      .rows.map((r) => r.subscriptionId);
  /** Every address any queued mail of this subscription goes to (confirmation and link mails). */
  const recipientsOf = async (kind: string, dedupePrefix: string) => {
    const rows = await db()
      .selectFrom('mail_outbox')
      .select('to_addresses')
      .where('kind', '=', kind)
      .where('dedupe_key', 'like', `${dedupePrefix}%`)
      .execute();
    return rows.flatMap((row) => JSON.parse(row.to_addresses) as string[]).map((address) => address.toLowerCase());
  };
  const confirmationTo = (s: LinkedSubscription) => recipientsOf('SUBSCRIPTION_SUBMITTED', `subscription-submitted:${s.subscriptionId}:`);
  const pick = (memberId: number, guardianId: number) =>
    t.call({ method: 'POST', url: `/api/student/${memberId}/guardian`, headers: admin.headers, payload: { guardianId } });
  const keepTyped = (s: LinkedSubscription) =>
    t.call({
      method: 'POST',
      url: `/api/student/${s.memberId}/guardian`,
      headers: admin.headers,
      payload: { keepTypedContactOf: s.subscriptionId },
    });
  const detail = async (memberId: number) =>
    (await t.call({ method: 'GET', url: `/api/subscription/student/${memberId}`, headers: admin.headers })).json<Record<string, unknown>>();
  const reopen = async (memberId: number) => {
    const { version } = (await detail(memberId)) as { version: number };
    const reopened = await t.call({
      method: 'POST',
      url: `/api/subscription/student/${memberId}`,
      headers: admin.headers,
      payload: { version, state: 'SCHEDULED' },
    });
    expect(reopened.statusCode).toBe(200);
  };
  const renewalAcceptances = { rulesAccepted: true, codeOfConductAccepted: true, guardianCodeOfConductAccepted: true };

  /** A family already on file: its guardian and a child linked to it. */
  const otherFamily = async (contact: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    secondaryEmail?: string;
  }) => {
    const guardianId = await buildGuardian(t.deps.db, contact);
    const childId = await buildMember(t.deps.db, {
      guardianId,
      lastName: contact.lastName,
      email: 'child@example.org',
      phoneNumber: '0612345678',
    });
    return { guardianId, childId, before: await guardian(guardianId) };
  };

  it('e-mail + names of another family’s guardian: nothing linked, shown or changed; staff pick the guardian', async () => {
    const victim = await otherFamily({
      firstName: 'Sophie',
      lastName: 'Lambert',
      email: 'sophie.lambert@example.org',
      phoneNumber: '0677001122',
    });
    const a = await buildLinkedSubscription(t.deps.db);
    const typed = {
      guardianFname: 'Sophie',
      guardianLname: 'Lambert',
      guardianEmail: 'sophie.lambert@example.org',
      guardianPhone: '0611112222',
    };

    expect((await submit(validForm(a, typed))).statusCode).toBe(200);

    const shown = await resume(a);
    expect.soft(shown, 'the resume discloses the other family’s phone').not.toContain('0677001122');
    expect
      .soft(JSON.parse(shown))
      .toMatchObject({ form: { guardianFname: 'Sophie', guardianEmail: 'sophie.lambert@example.org', guardianPhone: '0611112222' } });
    expect.soft((await member(a.memberId)).guardian_id, 'A is linked to the other family’s guardian').toBeNull();
    expect.soft(await guardian(victim.guardianId)).toEqual(victim.before);
    expect.soft(await subscription(a.subscriptionId)).toMatchObject({
      guardian_conflict: 1,
      guardian_first_name: 'Sophie',
      guardian_last_name: 'Lambert',
      guardian_email: 'sophie.lambert@example.org',
      guardian_phone_number: '0611112222',
    });
    expect.soft(await confirmationTo(a), 'the confirmation goes to the other family').not.toContain('sophie.lambert@example.org');
    expect.soft(await problems()).toContain(a.subscriptionId);

    // Fillable again (staff reopened it): the same attempt still cannot overwrite that guardian.
    await reopen(a.memberId);
    expect((await submit(validForm(a, { ...typed, guardianPhone: '0633334444', city: 'Nice' }))).statusCode).toBe(200);
    expect.soft(await guardian(victim.guardianId), 'the other family’s guardian was overwritten').toEqual(victim.before);
    expect.soft(await resume(a)).not.toContain('0677001122');

    // Staff settle it in the picker: the guardian they choose is linked, the problem is gone.
    const chosen = await pick(a.memberId, victim.guardianId);
    expect(chosen.statusCode).toBe(200);
    expect((await member(a.memberId)).guardian_id).toBe(victim.guardianId);
    expect(await detail(a.memberId)).toMatchObject({ guardianId: victim.guardianId, problem: false });
    expect(await problems()).not.toContain(a.subscriptionId);
    expect(await guardian(victim.guardianId)).toEqual(victim.before);
  });

  it('phone + names of another family’s guardian: nothing linked, shown or changed; staff keep the contact as typed', async () => {
    const victim = await otherFamily({
      firstName: 'Marc',
      lastName: 'Girard',
      email: 'marc.girard@example.org',
      phoneNumber: '0677003344',
    });
    const a = await buildLinkedSubscription(t.deps.db);
    const typed = { guardianFname: 'MARC', guardianLname: 'girard', guardianEmail: 'made.up@example.net', guardianPhone: '0677003344' };

    expect((await submit(validForm(a, typed))).statusCode).toBe(200);

    const shown = await resume(a);
    expect.soft(shown, 'the resume discloses the other family’s e-mail').not.toContain('marc.girard@example.org');
    expect
      .soft(JSON.parse(shown))
      .toMatchObject({ form: { guardianFname: 'MARC', guardianEmail: 'made.up@example.net', guardianPhone: '0677003344' } });
    expect.soft((await member(a.memberId)).guardian_id, 'A is linked to the other family’s guardian').toBeNull();
    expect.soft(await guardian(victim.guardianId)).toEqual(victim.before);
    expect
      .soft(await subscription(a.subscriptionId))
      .toMatchObject({ guardian_conflict: 1, guardian_email: 'made.up@example.net', guardian_phone_number: '0677003344' });
    expect.soft(await confirmationTo(a), 'the confirmation goes to the other family').not.toContain('marc.girard@example.org');
    expect.soft(await problems()).toContain(a.subscriptionId);

    // Staff keep what the family typed: a new guardian of its own, the other one untouched.
    const kept = await keepTyped(a);
    expect(kept.statusCode).toBe(200);
    const linked = (await member(a.memberId)).guardian_id;
    expect(linked).not.toBeNull();
    expect(linked).not.toBe(victim.guardianId);
    expect(kept.json()).toEqual({ studentId: a.memberId, guardianId: linked });
    expect(await guardian(linked!)).toMatchObject({
      first_name: 'MARC',
      last_name: 'girard',
      email: 'made.up@example.net',
      phone_number: '0677003344',
    });
    expect(await detail(a.memberId)).toMatchObject({ guardianId: linked, problem: false });
    expect(await problems()).not.toContain(a.subscriptionId);
    expect(await guardian(victim.guardianId)).toEqual(victim.before);
  });

  it('renewal: another family’s second contact typed in the second-contact block is neither linked, changed nor mailed', async () => {
    const victim = await otherFamily({
      firstName: 'Nadia',
      lastName: 'Roche',
      email: 'nadia.roche@example.org',
      phoneNumber: '0677005566',
      secondaryEmail: 'nadia.work@example.org',
    });
    await db()
      .updateTable('members')
      .set({ second_guardian_email: 'papa.roche@example.org', second_guardian_phone: '0688990011' })
      .where('id', '=', victim.childId)
      .execute();
    const victimChild = await member(victim.childId);
    const own = await buildGuardian(t.deps.db, {
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'claire.own@example.org',
      phoneNumber: '0655443322',
    });
    const a = await buildLinkedSubscription(t.deps.db, { isNew: false, guardianId: own, email: null });
    const form = {
      ...renewalAcceptances,
      guardianFname: 'Claire',
      guardianLname: 'Martin',
      guardianEmail: 'claire.own@example.org',
      guardianPhone: '0655443322',
      secondGuardianEmail: 'Papa.Roche@example.org',
      secondGuardianPhone: '0688990011',
    };

    expect((await submit(validForm(a, form))).statusCode).toBe(200);

    // The family's own guardian stays theirs; the other family is untouched.
    expect.soft((await member(a.memberId)).guardian_id).toBe(own);
    expect.soft(await guardian(victim.guardianId)).toEqual(victim.before);
    expect.soft(await member(victim.childId)).toEqual(victimChild);
    // What they typed is kept on the subscription, not in the member's contacts that mails go to.
    expect
      .soft((await member(a.memberId)).second_guardian_email, 'the member now mails the other family')
      .not.toBe('Papa.Roche@example.org');
    expect
      .soft(await subscription(a.subscriptionId))
      .toMatchObject({ guardian_conflict: 1, guardian_secondary_email: 'Papa.Roche@example.org' });
    expect
      .soft(JSON.parse(await resume(a)))
      .toMatchObject({ form: { secondGuardianEmail: 'Papa.Roche@example.org', guardianEmail: 'claire.own@example.org' } });
    const confirmation = await confirmationTo(a);
    expect.soft(confirmation, 'the confirmation goes to the other family').not.toContain('papa.roche@example.org');
    expect.soft(confirmation).toContain('claire.own@example.org');
    // The next link mail (renewal, staff) goes to the family's addresses: still not the other family's.
    const links = new SubscriptionLinks({ config: t.deps.config, club: t.deps.club, outbox: t.deps.outbox, clock: t.clock });
    const link = await db()
      .transaction()
      .execute((trx) => links.issueSubscriptionLink(trx, a.subscriptionId, 'fr'));
    expect
      .soft(
        link.recipients.map((r) => r.toLowerCase()),
        'the link mail goes to the other family',
      )
      .not.toContain('papa.roche@example.org');
    expect.soft(await recipientsOf('SUBSCRIPTION_LINK', 'subscription-link:')).not.toContain('papa.roche@example.org');
    expect.soft(await problems()).toContain(a.subscriptionId);

    // The other family's guardian's own second address, typed as the second contact: the same.
    const b = await buildLinkedSubscription(t.deps.db, { isNew: false, guardianId: own, email: null });
    expect(
      (await submit(validForm(b, { ...form, secondGuardianEmail: 'nadia.work@example.org', secondGuardianPhone: '' }))).statusCode,
    ).toBe(200);
    expect.soft((await member(b.memberId)).second_guardian_email).not.toBe('nadia.work@example.org');
    expect.soft(await confirmationTo(b)).not.toContain('nadia.work@example.org');
    expect.soft(await subscription(b.subscriptionId)).toMatchObject({ guardian_conflict: 1 });
    expect.soft(await guardian(victim.guardianId)).toEqual(victim.before);

    // Staff confirm the family's own guardian in the picker: the problem is gone, nothing else moved.
    expect((await pick(a.memberId, own)).statusCode).toBe(200);
    expect(await detail(a.memberId)).toMatchObject({ guardianId: own, problem: false });
    expect(await problems()).not.toContain(a.subscriptionId);
    expect(await guardian(victim.guardianId)).toEqual(victim.before);
  });
});
