import { MSG, PRIVACY_NOTICE_VERSION, SUBSCRIPTION_FORM_FIELDS } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { tokenInText, validForm } from '../subscriptions/test-data.js';
import { buildGuardian, buildLinkedSubscription, type LinkedSubscription } from '../../test/factories/index.js';
import { deliverMails } from '../../test/mail-delivery.js';

describe('public subscription form: resume and submit with the link token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resume = (token: string) => t.call({ method: 'GET', url: `/api/subscription/resume?token=${encodeURIComponent(token)}` });
  const submit = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/subscription/', payload, headers });
  const subscription = (id: number) => t.deps.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const member = (id: number) => t.deps.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const history = (id: number) =>
    t.deps.db.selectFrom('subscription_state_changes').selectAll().where('subscription_id', '=', id).orderBy('id').execute();

  describe('resume', () => {
    it('restores what the club knows, with the documents and the form layout', async () => {
      const s = await buildLinkedSubscription(t.deps.db, {
        firstName: 'Éloïse',
        lastName: 'Dupré',
        birthDate: '2012-06-01',
        email: 'famille@example.org',
      });
      const response = await resume(s.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<Record<string, unknown>>();
      expect(body).toMatchObject({
        id: s.memberId,
        isNew: true,
        groupTypeId: 9,
        ffnLicense: false,
        subscription: { id: s.subscriptionId, state: 'SCHEDULED', birthDate: '2012-06-01' },
        fillable: true,
        season: { label: '2026-2027' },
        form: {
          fname: 'Éloïse',
          lname: 'Dupré',
          guardianEmail: 'famille@example.org',
          guardianPhone: '0612345678',
          id: s.memberId,
          subscriptionId: s.subscriptionId,
        },
        isMinor: true,
        contactLabel: 'GUARDIAN',
        showInstagram: true,
        privacy: { version: PRIVACY_NOTICE_VERSION },
        documents: { mustAccept: { rules: false, codeOfConduct: false, guardianCodeOfConduct: false } },
      });
      expect(Object.keys(body.form as object).sort()).toEqual([...SUBSCRIPTION_FORM_FIELDS].sort());
      expect((body.sizes as { shirt: { label: string }[] }).shirt[0]?.label).toBe('6 ans');
      // The family reading in English sees age sizes in English.
      const english = await t.call({
        method: 'GET',
        url: `/api/subscription/resume?token=${encodeURIComponent(s.token)}`,
        cookies: { lang: 'en' },
      });
      expect(english.json<{ sizes: { short: { label: string }[] } }>().sizes.short.map((o) => o.label)).toEqual(
        expect.arrayContaining(['Age 6', 'Age 14', 'XL']),
      );
    });

    it('refuses an unknown, a revoked and an expired token alike (404), and a missing one (400)', async () => {
      const s = await buildLinkedSubscription(t.deps.db);
      expect((await resume('x'.repeat(43))).json()).toMatchObject({ code: 'NOT_FOUND', message: 'LINK_INVALID' });
      // A new link revokes the old one.
      const admin = await t.staff(['ADMIN']);
      const resent = await t.call({
        method: 'POST',
        url: `/api/subscription/student/${s.memberId}/mail`,
        headers: admin.headers,
        payload: { email: 'new@example.org' },
      });
      expect(resent.statusCode).toBe(200);
      expect((await resume(s.token)).statusCode).toBe(404);
      const expired = await buildLinkedSubscription(t.deps.db);
      await t.deps.db
        .updateTable('subscriptions')
        .set({ token_expires_at: '2026-11-01T00:00:00.000Z' })
        .where('id', '=', expired.subscriptionId)
        .execute();
      const response = await resume(expired.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'LINK_EXPIRED' });
      expect((await t.call({ method: 'GET', url: '/api/subscription/resume' })).statusCode).toBe(400);
    });

    it('answers again from memory until the link changes or ends, still as no-store', async () => {
      const s = await buildLinkedSubscription(t.deps.db, { firstName: 'Léna', lastName: 'Moreau' });
      const first = await resume(s.token);
      const again = await resume(s.token);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers['cache-control']).toBe('no-store');
      // Staff correct the name: the next answer has it.
      await t.deps.db.updateTable('members').set({ first_name: 'Lena' }).where('id', '=', s.memberId).execute();
      expect((await resume(s.token)).json()).toMatchObject({ form: { fname: 'Lena' } });
      // The link's end is kept with the answer: past it, the link has expired even with nothing written.
      const row = await t.deps.db
        .selectFrom('subscriptions')
        .select('token_expires_at')
        .where('id', '=', s.subscriptionId)
        .executeTakeFirstOrThrow();
      const end = new Date(row.token_expires_at!).getTime();
      const before = t.clock.now();
      try {
        // Read two seconds before the end, kept; one millisecond after it, within the 5 s an answer may be kept.
        t.clock.set(new Date(end - 2_000));
        expect((await resume(s.token)).statusCode).toBe(200);
        t.clock.set(new Date(end + 1));
        expect((await resume(s.token)).json()).toMatchObject({ message: 'LINK_EXPIRED' });
      } finally {
        t.clock.set(before);
      }
    });

    it('shows the read-only view once submitted', async () => {
      const s = await buildLinkedSubscription(t.deps.db, { state: 'DONE' });
      expect((await resume(s.token)).json()).toMatchObject({ fillable: false, subscription: { state: 'DONE' } });
    });

    it('lists exactly what is still to bring: the required items staff have not ticked', async () => {
      type Documents = { documents: { checklist: string[]; toBring: string[] } };
      const s = await buildLinkedSubscription(t.deps.db, { state: 'STARTED' });
      const started = (await resume(s.token)).json<Documents>().documents;
      expect(started.toBring).toEqual(started.checklist);

      const admin = await t.staff(['ADMIN']);
      const detail = async () =>
        (await t.call({ method: 'GET', url: `/api/subscription/student/${s.memberId}`, headers: admin.headers })).json<{
          version: number;
        }>();
      const tick = async (documents: Record<string, boolean>) => {
        const response = await t.call({
          method: 'POST',
          url: `/api/subscription/student/${s.memberId}`,
          headers: admin.headers,
          payload: { version: (await detail()).version, documents },
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      await tick({ subscriptionForm: true, rules: true, payment: true, idPhoto: true, codeOfConduct: true });
      const missing = (await resume(s.token)).json<Documents & { subscription: { state: string } }>();
      expect(missing.subscription.state).toBe('MISSING_DOC');
      expect(missing.documents.toBring).toEqual(['asmPdf', 'medicalCertificate', 'guardianCodeOfConduct']);

      await tick({ asmPdf: true, medicalCertificate: true, guardianCodeOfConduct: true });
      const done = (await resume(s.token)).json<Documents & { subscription: { state: string } }>();
      expect(done.subscription.state).toBe('DONE');
      expect(done.documents.toBring).toEqual([]);
    });

    it('fills an adult’s contact with their own name when no guardian is on file, and keeps a guardian’s names otherwise', async () => {
      type Form = { form: { guardianFname: string; guardianLname: string; guardianEmail: string }; contactLabel: string };
      const adult = await buildLinkedSubscription(t.deps.db, {
        isNew: false,
        firstName: 'Aymardine',
        lastName: 'Leroy',
        birthDate: '1988-02-10',
        email: 'aymardine@example.org',
      });
      expect((await resume(adult.token)).json<Form>()).toMatchObject({
        contactLabel: 'CONTACT',
        form: { guardianFname: 'Aymardine', guardianLname: 'Leroy', guardianEmail: 'aymardine@example.org' },
      });

      const minor = await buildLinkedSubscription(t.deps.db, {
        isNew: false,
        firstName: 'Noa',
        lastName: 'Leroy',
        birthDate: '2014-02-10',
      });
      expect((await resume(minor.token)).json<Form>().form).toMatchObject({ guardianFname: '', guardianLname: '' });

      const guardianId = await buildGuardian(t.deps.db, { firstName: 'Mireille', lastName: 'Leroy' });
      const adultWithGuardian = await buildLinkedSubscription(t.deps.db, { isNew: false, birthDate: '1999-02-10', guardianId });
      expect((await resume(adultWithGuardian.token)).json<Form>().form).toMatchObject({
        guardianFname: 'Mireille',
        guardianLname: 'Leroy',
      });
    });
  });

  describe('submit', () => {
    it('updates the member, links a new guardian, records the privacy acceptance, moves to STARTED with history, in one go', async () => {
      const s = await buildLinkedSubscription(t.deps.db, { birthDate: '2010-03-15' });
      const response = await submit(
        validForm(s, { birthDate: '2010-03-15', instagramHandle: '@lea.swims', secondGuardianEmail: 'dad@example.org' }),
        {
          cookie: 'lang=en',
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ subscriptionId: s.subscriptionId });

      const sub = await subscription(s.subscriptionId);
      expect(sub).toMatchObject({
        state: 'STARTED',
        privacy_version: PRIVACY_NOTICE_VERSION,
        privacy_accepted_by: 'GUARDIAN Claire Martin',
        privacy_accepted_at: t.clock.now().toISOString(),
        covid_clause: 1,
        guardian_conflict: 0,
        guardian_email: `claire.${s.subscriptionId}@example.org`,
      });
      const m = await member(s.memberId);
      expect(m).toMatchObject({
        first_name: 'Léa',
        birth_place: 'Monaco',
        nationality: 'MC',
        country: 'MC',
        zip_code: '98000',
        shirt_size_id: 3,
        short_size_id: 4,
        instagram_handle: 'lea.swims',
        second_guardian_email: 'dad@example.org',
        language: 'en',
      });
      const guardian = await t.deps.db.selectFrom('guardians').selectAll().where('id', '=', m.guardian_id!).executeTakeFirstOrThrow();
      expect(guardian).toMatchObject({ first_name: 'Claire', last_name: 'Martin', email: `claire.${s.subscriptionId}@example.org` });
      expect(await history(s.subscriptionId)).toMatchObject([
        { from_state: 'SCHEDULED', to_state: 'STARTED', changed_by: null, source: 'FAMILY' },
      ]);
    });

    it('records the member as the one who accepted the notice when adult', async () => {
      const s = await buildLinkedSubscription(t.deps.db, { birthDate: '1990-01-01' });
      expect((await submit(validForm(s, { birthDate: '1990-01-01', fname: 'Marc', lname: 'Adulte' }))).statusCode).toBe(200);
      expect((await subscription(s.subscriptionId)).privacy_accepted_by).toBe('MEMBER Marc Adulte');
    });

    it('answers MISSING_DATA when one of the 22 fields is absent or a required one empty', async () => {
      const s = await buildLinkedSubscription(t.deps.db);
      for (const field of SUBSCRIPTION_FORM_FIELDS) {
        const payload = validForm(s);
        delete payload[field];
        const response = await submit(payload);
        expect(response.statusCode, field).toBe(400);
        expect(response.json(), field).toMatchObject({ code: 'MISSING_DATA', fields: { [field]: MSG.required } });
      }
      expect((await submit(validForm(s, { city: '' }))).json()).toMatchObject({ code: 'MISSING_DATA', fields: { city: MSG.required } });
      // Optional fields may be empty; nothing was written meanwhile.
      expect((await subscription(s.subscriptionId)).state).toBe('SCHEDULED');
    });

    it.each([
      ['fname', 'Léa<script>', MSG.firstName],
      ['lname', 'Mart1n@', MSG.lastName],
      ['guardianFname', 'Cl@ire', MSG.firstName],
      ['guardianLname', 'x'.repeat(61), MSG.lastName],
      ['gender', 'X', MSG.gender],
      ['birthDate', '1940-06-01', MSG.birthDate],
      ['birthDate', '2022-01-01', MSG.birthDate],
      ['birthPlace', 'Nice #1', MSG.birthPlace],
      ['nationality', 'Française', MSG.nationality],
      ['guardianEmail', 'claire@example', MSG.email],
      ['guardianPhone', '12 34', MSG.phone],
      ['secondGuardianEmail', 'dad@', MSG.secondEmail],
      ['secondGuardianPhone', '+12', MSG.secondPhone],
      ['address', '<b>12</b>', MSG.address],
      ['addressComp', 'Bât. #2', MSG.address],
      ['city', 'Mon@co', MSG.city],
      ['zipCode', '9800', MSG.zipCode],
      ['country', 'XX', MSG.country],
      ['shirtSizeId', 9999, MSG.shirtSize],
      ['shortSizeId', -1, MSG.shortSize],
      ['instagramHandle', 'not valid!', MSG.instagramHandle],
      ['privacyAccepted', false, MSG.privacyNotAccepted],
    ])('refuses %s = %j with "%s" and changes nothing', async (field, value, message) => {
      const s = await buildLinkedSubscription(t.deps.db);
      const response = await submit(validForm(s, { [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { [field]: message } });
      expect((await subscription(s.subscriptionId)).state).toBe('SCHEDULED');
    });

    it('knows a size added since it last looked at the sizes', async () => {
      const before = await buildLinkedSubscription(t.deps.db);
      expect((await resume(before.token)).json<{ sizes: { shirt: { id: number }[] } }>().sizes.shirt.map((size) => size.id)).not.toContain(
        4242,
      );
      expect((await submit(validForm(before, { shirtSizeId: 4242 }))).json()).toMatchObject({ fields: { shirtSizeId: MSG.shirtSize } });
      await t.deps.db.insertInto('shirt_sizes').values({ id: 4242, label: 'XXXL', sort_order: 99 }).execute();
      try {
        const after = await buildLinkedSubscription(t.deps.db);
        const listed = (await resume(after.token)).json<{ sizes: { shirt: { id: number }[] } }>().sizes.shirt.map((size) => size.id);
        expect(listed).toContain(4242);
        expect((await submit(validForm(after, { shirtSizeId: 4242 }))).statusCode).toBe(200);
      } finally {
        await t.deps.db.updateTable('members').set({ shirt_size_id: null }).where('shirt_size_id', '=', 4242).execute();
        await t.deps.db.deleteFrom('shirt_sizes').where('id', '=', 4242).execute();
      }
    });

    it('refuses a form whose ids are not the token’s, and another subscription’s token', async () => {
      const a = await buildLinkedSubscription(t.deps.db);
      const b = await buildLinkedSubscription(t.deps.db);
      expect((await submit(validForm(a, { subscriptionId: b.subscriptionId }))).statusCode).toBe(404);
      expect((await submit(validForm(a, { id: b.memberId }))).statusCode).toBe(404);
      expect((await submit(validForm(b, { token: a.token }))).statusCode).toBe(404);
      expect((await subscription(b.subscriptionId)).state).toBe('SCHEDULED');
      expect((await subscription(a.subscriptionId)).state).toBe('SCHEDULED');
    });

    it('refuses an expired token', async () => {
      const s = await buildLinkedSubscription(t.deps.db);
      t.clock.set('2027-09-01T00:00:00.000Z');
      try {
        const response = await submit(validForm(s));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: 'LINK_EXPIRED' });
      } finally {
        t.clock.set('2026-11-21T10:00:00.000Z');
      }
    });

    it('makes one subscription of a double submit: a replay answers the same id, a different form 409', async () => {
      const s = await buildLinkedSubscription(t.deps.db);
      const payload = validForm(s);
      const [first, second] = await Promise.all([submit(payload), submit(payload)]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.json()).toEqual({ subscriptionId: s.subscriptionId });
      const again = await submit(payload);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ subscriptionId: s.subscriptionId });
      expect(await history(s.subscriptionId)).toHaveLength(1);
      const guardians = await t.deps.db
        .selectFrom('guardians')
        .select('id')
        .where('email', '=', payload.guardianEmail as string)
        .execute();
      expect(guardians).toHaveLength(1);
      const changed = await submit({ ...payload, city: 'Nice' });
      expect(changed.statusCode).toBe(409);
      expect((await member(s.memberId)).city).toBe('Monaco');
    });

    it('is fillable only while SCHEDULED', async () => {
      for (const state of ['STARTED', 'MISSING_DOC', 'DONE']) {
        const s = await buildLinkedSubscription(t.deps.db, { state });
        const response = await submit(validForm(s));
        expect(response.statusCode, state).toBe(409);
      }
    });

    it('makes renewals accept the rules and codes of conduct that apply (parents’ one for minors only)', async () => {
      const minor = await buildLinkedSubscription(t.deps.db, { isNew: false });
      const refused = await submit(validForm(minor));
      expect(refused.json()).toMatchObject({
        code: 'BAD_REQUEST',
        fields: {
          rulesAccepted: MSG.rulesNotAccepted,
          codeOfConductAccepted: MSG.codeOfConductNotAccepted,
          guardianCodeOfConductAccepted: MSG.guardianCodeOfConductNotAccepted,
        },
      });
      const accepted = { rulesAccepted: true, codeOfConductAccepted: true, guardianCodeOfConductAccepted: true };
      expect((await submit(validForm(minor, accepted))).statusCode).toBe(200);

      const adult = await buildLinkedSubscription(t.deps.db, { isNew: false, birthDate: '1985-01-01' });
      expect(
        (await submit(validForm(adult, { birthDate: '1985-01-01', rulesAccepted: true, codeOfConductAccepted: true }))).statusCode,
      ).toBe(200);

      // Formerly group 6 (docs/product.md#required-documents): no sports-group code of conduct to accept.
      const group6 = await buildLinkedSubscription(t.deps.db, { isNew: false, group: { sportsCodeOfConduct: false } });
      const body = (await resume(group6.token)).json<{ documents: { mustAccept: unknown; printable: string[] } }>();
      expect(body.documents.mustAccept).toEqual({ rules: true, codeOfConduct: false, guardianCodeOfConduct: true });
      expect(body.documents.printable).not.toContain('codeOfConduct');
      expect((await submit(validForm(group6, { rulesAccepted: true, guardianCodeOfConductAccepted: true }))).statusCode).toBe(200);
    });

    it('keeps the Instagram handle only over 13', async () => {
      const young = await buildLinkedSubscription(t.deps.db, { birthDate: '2015-01-01' });
      expect((await submit(validForm(young, { birthDate: '2015-01-01', instagramHandle: 'kid' }))).statusCode).toBe(200);
      expect((await member(young.memberId)).instagram_handle).toBeNull();
    });

    it('links no guardian on file but the member’s own: a contact on file, under the same names or not, waits for staff', async () => {
      const existing = await buildGuardian(t.deps.db, {
        firstName: 'Claire',
        lastName: 'Martin',
        email: 'shared@example.org',
        phoneNumber: '0677777777',
      });
      // Same names and e-mail (a sibling's parent, or someone who knows them): staff choose in the picker.
      const sibling = await buildLinkedSubscription(t.deps.db);
      await submit(
        validForm(sibling, {
          guardianFname: 'CLAIRE',
          guardianLname: 'martin',
          guardianEmail: 'Shared@example.org',
          guardianPhone: '0600000001',
        }),
      );
      expect((await member(sibling.memberId)).guardian_id).toBeNull();
      expect((await subscription(sibling.subscriptionId)).guardian_conflict).toBe(1);

      const other = await buildLinkedSubscription(t.deps.db);
      const response = await submit(
        validForm(other, {
          guardianFname: 'Julie',
          guardianLname: 'Autre',
          guardianEmail: 'julie@example.org',
          guardianPhone: '0677777777',
        }),
      );
      expect(response.statusCode).toBe(200);
      expect((await member(other.memberId)).guardian_id).toBeNull();
      expect((await subscription(other.subscriptionId)).guardian_conflict).toBe(1);
      const admin = await t.staff(['ADMIN']);
      const list = await t.call({ method: 'GET', url: '/api/subscription/?problem=true&pageSize=200', headers: admin.headers });
      expect(list.json<{ rows: { subscriptionId: number }[] }>().rows.map((r) => r.subscriptionId)).toContain(other.subscriptionId);
      // The guardian on file was not changed by the family's form.
      const kept = await t.deps.db.selectFrom('guardians').selectAll().where('id', '=', existing).executeTakeFirstOrThrow();
      expect(kept).toMatchObject({ first_name: 'Claire', email: 'shared@example.org' });
    });

    it('sends the confirmation to the family’s own addresses as the submit left them, never to another family’s', async () => {
      const confirmationTo = async (subscriptionId: number) => {
        const row = await t.deps.db
          .selectFrom('mail_outbox')
          .select('to_addresses')
          .where('dedupe_key', 'like', `subscription-submitted:${subscriptionId}:%`)
          .executeTakeFirstOrThrow();
        return (JSON.parse(row.to_addresses) as string[]).sort();
      };
      // The member's own address is always one of them.
      const withMember = async (s: LinkedSubscription, addresses: string[]) => [...addresses, (await member(s.memberId)).email!].sort();
      // Each family its own second contact; siblings (the same guardian) share theirs.
      const second = (family: string) => ({ secondGuardianEmail: `second.${family}@example.org` });
      // Another family's guardian by e-mail, same names: none of that guardian's addresses.
      await buildGuardian(t.deps.db, {
        firstName: 'Anne',
        lastName: 'Roux',
        email: 'anne.roux@example.org',
        secondaryEmail: 'anne.work@example.org',
      });
      const found = await buildLinkedSubscription(t.deps.db);
      await submit(
        validForm(found, {
          ...second('roux'),
          guardianFname: 'Anne',
          guardianLname: 'Roux',
          guardianEmail: 'ANNE.roux@example.org',
          guardianPhone: '0611111111',
        }),
      );
      expect((await subscription(found.subscriptionId)).guardian_conflict).toBe(1);
      expect(await confirmationTo(found.subscriptionId)).toEqual(await withMember(found, ['second.roux@example.org']));

      // Already linked, same names: the address just sent, and the secondary on file.
      const linked = await buildGuardian(t.deps.db, {
        firstName: 'Paul',
        lastName: 'Blanc',
        email: 'paul.old@example.org',
        secondaryEmail: 'paul.work@example.org',
      });
      const renewal = await buildLinkedSubscription(t.deps.db, { isNew: false, guardianId: linked });
      const accepted = { rulesAccepted: true, codeOfConductAccepted: true, guardianCodeOfConductAccepted: true };
      await submit(
        validForm(renewal, {
          ...accepted,
          ...second('blanc'),
          guardianFname: 'Paul',
          guardianLname: 'Blanc',
          guardianEmail: 'paul.new@example.org',
        }),
      );
      expect(await confirmationTo(renewal.subscriptionId)).toEqual(
        await withMember(renewal, ['paul.new@example.org', 'paul.work@example.org', 'second.blanc@example.org']),
      );

      // The contact is another guardian's: the one linked before stays, and so do its addresses.
      const conflicting = await buildLinkedSubscription(t.deps.db, { isNew: false, guardianId: linked });
      await submit(
        validForm(conflicting, {
          ...accepted,
          ...second('blanc'),
          guardianFname: 'Other',
          guardianLname: 'Person',
          guardianEmail: 'anne.roux@example.org',
        }),
      );
      expect((await subscription(conflicting.subscriptionId)).guardian_conflict).toBe(1);
      expect(await confirmationTo(conflicting.subscriptionId)).toEqual(
        await withMember(conflicting, ['paul.new@example.org', 'paul.work@example.org', 'second.blanc@example.org']),
      );

      // A new guardian: the address sent.
      const fresh = await buildLinkedSubscription(t.deps.db);
      await submit(validForm(fresh, { ...second('fresh'), guardianEmail: 'brand.new@example.org', guardianPhone: '0622222222' }));
      expect(await confirmationTo(fresh.subscriptionId)).toEqual(
        await withMember(fresh, ['brand.new@example.org', 'second.fresh@example.org']),
      );
    });

    it('brings the linked guardian up to date on a renewal by the same person', async () => {
      const guardianId = await buildGuardian(t.deps.db, { firstName: 'Claire', lastName: 'Martin', email: 'old@example.org' });
      const s = await buildLinkedSubscription(t.deps.db, { isNew: false, guardianId });
      const accepted = { rulesAccepted: true, codeOfConductAccepted: true, guardianCodeOfConductAccepted: true };
      expect((await submit(validForm(s, { ...accepted, guardianEmail: 'new.address@example.org' }))).statusCode).toBe(200);
      const guardian = await t.deps.db.selectFrom('guardians').selectAll().where('id', '=', guardianId).executeTakeFirstOrThrow();
      expect(guardian.email).toBe('new.address@example.org');
      expect((await member(s.memberId)).guardian_id).toBe(guardianId);
    });

    it('mails the family what to bring, through a real SMTP server, with a link that still works', async () => {
      const smtp = await startSmtpServer();
      try {
        await t.deps.db.deleteFrom('mail_outbox').execute();
        const s: LinkedSubscription = await buildLinkedSubscription(t.deps.db);
        const sent = { fname: 'Zoé', guardianEmail: 'claire.mail@example.org', secondGuardianEmail: 'second.contact@example.org' };
        await submit(validForm(s, sent), { cookie: 'lang=fr' });
        await deliverMails(t, smtp.url);
        const mail = smtp.mails.find((m) => m.envelopeTo.includes('claire.mail@example.org'));
        expect(mail).toBeDefined();
        // To the family as the form left it: the guardian and the second contact, the child's name as sent.
        expect(mail!.envelopeTo).toContain('second.contact@example.org');
        expect(mail!.parsed.subject).toContain('Formulaire reçu – Zoé');
        expect(mail!.parsed.subject).toContain('2026-2027');
        expect(mail!.parsed.text).toContain('Certificat médical');
        expect(mail!.parsed.text).toContain('Medical certificate');
        expect(tokenInText(mail!.parsed.text ?? '')).toBe(s.token);
      } finally {
        await smtp.close();
      }
    });
  });

  it('limits token look-ups per address more strictly than the rest of the API', async () => {
    // RATE_LIMIT_MAX 100 → token routes answer 5 a minute per address.
    const strict = await createTestApp({ env: { RATE_LIMIT_MAX: '100' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        codes.push(
          (await strict.call({ method: 'GET', url: `/api/subscription/resume?token=${'y'.repeat(43)}`, remoteAddress: '192.0.2.7' }))
            .statusCode,
        );
      }
      expect(codes.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(codes.slice(5)).toEqual([429, 429]);
      const other = await strict.call({
        method: 'GET',
        url: `/api/subscription/resume?token=${'y'.repeat(43)}`,
        remoteAddress: '192.0.2.8',
      });
      expect(other.statusCode).toBe(404);
    } finally {
      await strict.close();
    }
  });
});
