import { MSG, type FamilyFormsDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGuardian,
  buildLinkedSubscription,
  buildMember,
  buildSubscription,
  type LinkedSubscription,
} from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { validForm } from '../subscriptions/test-data.js';
import { signInFamily, type SignedInFamily } from './test-data.js';

/** Several children's forms in one pass from the family space (docs/product.md#family-forms). */
describe('the family’s forms in one pass', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let familyCount = 0;
  /**
   * Two children of a family new to the club's guardians (renewals reached by the contact address
   * given at their try-out, no guardian on record), the elder first, signed in from that address.
   */
  const twoChildren = async () => {
    familyCount += 1;
    const email = `durand.${familyCount}@example.org`;
    const renewal = { isNew: false, email, lastName: 'Durand' };
    const younger = await buildLinkedSubscription(t.deps.db, { ...renewal, firstName: 'Noé', birthDate: '2016-09-30' });
    const elder = await buildLinkedSubscription(t.deps.db, { ...renewal, firstName: 'Inès', birthDate: '2012-05-01' });
    const family = await signInFamily(t, email);
    return { email, elder, younger, family };
  };

  /** Each family its own phone: one typed by another family would be left to staff. */
  const phones = new Map<string, string>();
  const phoneOf = (email: string): string => {
    if (!phones.has(email)) phones.set(email, `06${String(30_000_000 + phones.size)}`);
    return phones.get(email)!;
  };

  /** A child's form as the page sends it: no token, the contact and address the same in each. */
  const formOf = (
    s: LinkedSubscription,
    email: string,
    child: { fname: string; birthDate: string },
    overrides: Record<string, unknown> = {},
  ) => {
    const { token: _token, ...form } = validForm(s, {
      ...child,
      lname: 'Durand',
      guardianFname: 'Claire',
      guardianLname: 'Durand',
      guardianEmail: email,
      guardianPhone: phoneOf(email),
      secondGuardianEmail: `second.${email}`,
      // Renewals of minors accept the rules and both codes of conduct.
      rulesAccepted: true,
      codeOfConductAccepted: true,
      guardianCodeOfConductAccepted: true,
      ...overrides,
    });
    return form;
  };
  const passOf = (children: Awaited<ReturnType<typeof twoChildren>>) => ({
    forms: [
      formOf(children.elder, children.email, { fname: 'Inès', birthDate: '2012-05-01' }),
      formOf(children.younger, children.email, { fname: 'Noé', birthDate: '2016-09-30' }),
    ],
  });

  const getForms = (family: SignedInFamily) => t.call({ method: 'GET', url: '/api/family/forms', headers: family.headers });
  const send = (family: { headers: Record<string, string> }, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/family/forms', headers: family.headers, payload });
  const subscription = (id: number) => t.deps.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const member = (id: number) => t.deps.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const history = (id: number) =>
    t.deps.db.selectFrom('subscription_state_changes').selectAll().where('subscription_id', '=', id).orderBy('id').execute();
  const guardiansWith = (email: string) => t.deps.db.selectFrom('guardians').select('id').where('email_key', '=', email).execute();
  const confirmations = (subscriptionId: number) =>
    t.deps.db.selectFrom('mail_outbox').selectAll().where('dedupe_key', 'like', `subscription-submitted:${subscriptionId}:%`).execute();

  it('lists the address’s forms waiting, eldest first, and records both in one pass with one guardian', async () => {
    const children = await twoChildren();
    const { email, elder, younger, family } = children;
    // Neither a subscription already sent of the address nor another family's is listed.
    await buildLinkedSubscription(t.deps.db, { email, birthDate: '2010-01-01', state: 'STARTED' });
    await buildLinkedSubscription(t.deps.db, { email: 'someone.else@example.org', birthDate: '2011-01-01' });

    const listed = await getForms(family);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const { forms } = listed.json<FamilyFormsDto>();
    expect(forms.map((f) => [f.id, f.subscription.id, f.fillable])).toEqual([
      [elder.memberId, elder.subscriptionId, true],
      [younger.memberId, younger.subscriptionId, true],
    ]);
    // Pre-filled as the link's page: the try-out contact, a renewal's acceptances to give.
    expect(forms[0]).toMatchObject({
      isNew: false,
      form: { fname: 'Inès', lname: 'Durand', guardianEmail: email, id: elder.memberId, subscriptionId: elder.subscriptionId },
      documents: { mustAccept: { rules: true, codeOfConduct: true, guardianCodeOfConduct: true } },
    });

    const sent = await send(family, { ...passOf(children), language: 'en' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ subscriptionIds: [elder.subscriptionId, younger.subscriptionId] });

    for (const s of [elder, younger]) {
      expect(await subscription(s.subscriptionId)).toMatchObject({
        state: 'STARTED',
        guardian_conflict: 0,
        guardian_email: email,
        privacy_accepted_by: 'GUARDIAN Claire Durand',
      });
      expect(await history(s.subscriptionId)).toMatchObject([
        { from_state: 'SCHEDULED', to_state: 'STARTED', changed_by: null, source: 'FAMILY' },
      ]);
    }
    // The guardian the elder's form made is the one the younger's found: one record for both.
    const guardians = await guardiansWith(email);
    expect(guardians).toHaveLength(1);
    const [elderRow, youngerRow] = [await member(elder.memberId), await member(younger.memberId)];
    expect(elderRow.guardian_id).toBe(guardians[0]!.id);
    expect(youngerRow.guardian_id).toBe(guardians[0]!.id);
    expect([elderRow.first_name, youngerRow.first_name]).toEqual(['Inès', 'Noé']);
    expect([elderRow.second_guardian_email, youngerRow.second_guardian_email]).toEqual([`second.${email}`, `second.${email}`]);

    // Each child's confirmation, to the family's addresses, pointing to the family space: no token to give.
    for (const [s, name] of [
      [elder, 'Inès Durand'],
      [younger, 'Noé Durand'],
    ] as const) {
      const mails = await confirmations(s.subscriptionId);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(JSON.parse(mail.to_addresses)).toEqual([email, `second.${email}`]);
      expect(mail).toMatchObject({ kind: 'SUBSCRIPTION_SUBMITTED', language: 'en', member_id: s.memberId, sealed_link: null });
      expect(mail.subject).toBe(`Form received – ${name} – season 2026-2027`);
      expect(mail.text_body).toContain(`\n${t.deps.config.publicUrl}/family\n`);
      expect(mail.text_body).not.toContain('token');
      expect(mail.text_body).not.toContain('/subscribe');
    }

    // Nothing waits any more.
    expect((await getForms(family)).json()).toEqual({ forms: [] });
  });

  it('answers 404 for another family’s subscription in the pass, and records none of it', async () => {
    const children = await twoChildren();
    const other = await buildLinkedSubscription(t.deps.db, { email: 'other.family@example.org' });
    const pass = passOf(children);
    const intruder = formOf(other, children.email, { fname: 'Léa', birthDate: '2014-03-15' });
    for (const forms of [
      [pass.forms[0], intruder],
      // The address's member with another member's subscription, and the reverse.
      [pass.forms[0], { ...pass.forms[1], subscriptionId: other.subscriptionId }],
      [pass.forms[0], { ...pass.forms[1], id: other.memberId }],
    ]) {
      const refused = await send(children.family, { forms });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such member' });
    }
    for (const s of [children.elder, children.younger, other]) expect((await subscription(s.subscriptionId)).state).toBe('SCHEDULED');
    expect(await guardiansWith(children.email)).toEqual([]);
    expect(await confirmations(children.elder.subscriptionId)).toEqual([]);
    expect((await member(other.memberId)).guardian_id).toBeNull();
  });

  it('checks every form before recording any: errors keyed by the form, nothing recorded', async () => {
    const children = await twoChildren();
    const [elderForm, youngerForm] = passOf(children).forms;

    const invalid = await send(children.family, { forms: [elderForm, { ...youngerForm, zipCode: '9800' }] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ code: 'BAD_REQUEST', message: 'Invalid data', fields: { 'forms.1.zipCode': MSG.zipCode } });

    const missing = { ...elderForm };
    delete missing.city;
    const incomplete = await send(children.family, { forms: [missing, { ...youngerForm, shirtSizeId: 9999 }] });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({ code: 'MISSING_DATA', fields: { 'forms.0.city': MSG.required } });

    // A renewal's acceptances and the sizes on file, as on the link's page, for each form.
    const unaccepted = await send(children.family, {
      forms: [
        { ...elderForm, shortSizeId: -1 },
        { ...youngerForm, guardianCodeOfConductAccepted: false },
      ],
    });
    expect(unaccepted.json()).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { 'forms.0.shortSizeId': MSG.shortSize, 'forms.1.guardianCodeOfConductAccepted': MSG.guardianCodeOfConductNotAccepted },
    });

    const twice = await send(children.family, { forms: [elderForm, elderForm] });
    expect(twice.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { 'forms.1.subscriptionId': MSG.invalid } });

    for (const s of [children.elder, children.younger]) {
      expect((await subscription(s.subscriptionId)).state).toBe('SCHEDULED');
      expect(await history(s.subscriptionId)).toEqual([]);
      expect(await confirmations(s.subscriptionId)).toEqual([]);
    }
    expect(await guardiansWith(children.email)).toEqual([]);
    expect((await member(children.elder.memberId)).city).toBeNull();
  });

  it('answers a replay of the pass with the same ids, and 409 for a form already sent with other data', async () => {
    const children = await twoChildren();
    const pass = passOf(children);
    expect((await send(children.family, pass)).statusCode).toBe(200);
    const again = await send(children.family, pass);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscriptionIds: [children.elder.subscriptionId, children.younger.subscriptionId] });
    for (const s of [children.elder, children.younger]) {
      expect(await history(s.subscriptionId)).toHaveLength(1);
      expect(await confirmations(s.subscriptionId)).toHaveLength(1);
    }

    const changed = await send(children.family, { forms: [pass.forms[0], { ...pass.forms[1], city: 'Nice' }] });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'CONFLICT', message: 'ALREADY_SUBMITTED' });
    expect((await member(children.younger.memberId)).city).toBe('Monaco');
  });

  it('records a pass sent twice at the same moment once; both answer 200', async () => {
    const children = await twoChildren();
    const pass = passOf(children);
    const answers = await Promise.all([send(children.family, pass), send(children.family, pass), send(children.family, pass)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const answer of answers) {
      expect(answer.json()).toEqual({ subscriptionIds: [children.elder.subscriptionId, children.younger.subscriptionId] });
    }
    for (const s of [children.elder, children.younger]) {
      expect(await history(s.subscriptionId)).toHaveLength(1);
      expect(await confirmations(s.subscriptionId)).toHaveLength(1);
    }
    const guardians = await guardiansWith(children.email);
    expect(guardians).toHaveLength(1);
    expect((await member(children.younger.memberId)).guardian_id).toBe(guardians[0]!.id);
  });

  it('shares the guardian the children already have, and leaves a contact of another family to staff', async () => {
    // Both children of a guardian on record: the pass brings that guardian up to date.
    const guardianId = await buildGuardian(t.deps.db, { firstName: 'Claire', lastName: 'Durand', email: 'claire.old@example.org' });
    const a = await buildLinkedSubscription(t.deps.db, { isNew: false, email: null, guardianId, birthDate: '2012-05-01' });
    const b = await buildLinkedSubscription(t.deps.db, { isNew: false, email: null, guardianId, birthDate: '2016-09-30' });
    const family = await signInFamily(t, 'claire.old@example.org');
    const email = 'claire.new@example.org';
    const pass = {
      forms: [formOf(a, email, { fname: 'Inès', birthDate: '2012-05-01' }), formOf(b, email, { fname: 'Noé', birthDate: '2016-09-30' })],
    };
    expect((await send(family, pass)).statusCode).toBe(200);
    expect([(await member(a.memberId)).guardian_id, (await member(b.memberId)).guardian_id]).toEqual([guardianId, guardianId]);
    expect(await guardiansWith(email)).toEqual([{ id: guardianId }]);

    // The contact typed is another family's guardian: no child is linked to it, staff settle it.
    await buildGuardian(t.deps.db, { email: 'taken@example.org' });
    const c = await twoChildren();
    const taken = {
      forms: [
        formOf(c.elder, 'taken@example.org', { fname: 'Inès', birthDate: '2012-05-01' }),
        formOf(c.younger, 'taken@example.org', { fname: 'Noé', birthDate: '2016-09-30' }),
      ],
    };
    expect((await send(c.family, taken)).statusCode).toBe(200);
    for (const s of [c.elder, c.younger]) {
      expect((await subscription(s.subscriptionId)).guardian_conflict).toBe(1);
      expect((await member(s.memberId)).guardian_id).toBeNull();
    }
  });

  it('opens to the family’s cookie only: a staff login calls neither route', async () => {
    const children = await twoChildren();
    const admin = await t.staff(['ADMIN']);
    const listed = await t.call({ method: 'GET', url: '/api/family/forms', headers: admin.headers });
    expect(listed.statusCode).toBe(401);
    const sent = await t.call({ method: 'POST', url: '/api/family/forms', headers: admin.headers, payload: passOf(children) });
    expect(sent.statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/family/forms' })).statusCode).toBe(401);
    expect((await subscription(children.elder.subscriptionId)).state).toBe('SCHEDULED');
  });

  it('lists nothing for a member without a subscription this season', async () => {
    const guardianId = await buildGuardian(t.deps.db, { email: 'no.season@example.org' });
    const memberId = await buildMember(t.deps.db, { guardianId });
    const family = await signInFamily(t, 'no.season@example.org');
    expect((await getForms(family)).json()).toEqual({ forms: [] });
    // A subscription of this season started by staff is not a form to fill.
    await buildSubscription(t.deps.db, memberId, { state: 'STARTED' });
    expect((await getForms(family)).json()).toEqual({ forms: [] });
  });
});
