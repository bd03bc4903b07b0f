import { MSG } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { pdfToText, tokenInText, validForm } from './test-data.js';
import { buildGroup, buildGuardian, buildLinkedSubscription, buildMember, currentSeasonId } from '../../test/factories/index.js';
import { deliverMails } from '../../test/mail-delivery.js';

interface ListBody {
  rows: {
    studentId: number;
    subscriptionId: number;
    lastName: string;
    firstName: string;
    subscriptionState: string;
    birthDate: string;
    groupName: string | null;
    subGroupName: string | null;
    problem: boolean;
  }[];
  total: number;
}
interface Detail {
  id: number;
  version: number;
  state: string;
  documents: Record<string, boolean>;
  requiredDocuments: { checklist: string[] };
  history: { fromState: string | null; toState: string; source: string; changedBy: { id: number } | null }[];
  processDate: string | null;
  problem: boolean;
  [key: string]: unknown;
}

describe('staff: subscription list, edit, checklist, state history, mails, deletion', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN'], { firstName: 'Alice', lastName: 'Admin' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers = admin.headers) => t.call({ method: 'GET', url, headers });
  const post = (url: string, payload: Record<string, unknown>, headers = admin.headers) =>
    t.call({ method: 'POST', url, headers, payload });
  const detail = async (memberId: number) => (await get(`/api/subscription/student/${memberId}`)).json<Detail>();

  describe('list', () => {
    let groupA: number;
    beforeAll(async () => {
      groupA = await buildGroup(t.deps.db, { name: 'Dauphins A' });
      const groupB = await buildGroup(t.deps.db, { name: 'Espadons' });
      const sub = await t.deps.db
        .insertInto('sub_groups')
        .values({ group_id: groupA, name: 'Ligne 1' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await buildLinkedSubscription(t.deps.db, { groupId: groupA, lastName: 'Zola', firstName: 'Émile' });
      const a = await buildLinkedSubscription(t.deps.db, { groupId: groupA, lastName: 'abel', firstName: 'Anna', state: 'STARTED' });
      await t.deps.db.updateTable('members').set({ sub_group_id: sub.id }).where('id', '=', a.memberId).execute();
      await buildLinkedSubscription(t.deps.db, {
        groupId: groupB,
        lastName: 'Morel',
        firstName: 'Hugo',
        state: 'DONE',
        guardianId: await buildGuardian(t.deps.db),
      });
      await buildLinkedSubscription(t.deps.db, { groupId: groupB, lastName: '100%_Sure', firstName: 'Odd' });
    });

    it('pages on the server, sorted by last name, with the problem flag', async () => {
      const response = await get('/api/subscription/?pageSize=2');
      expect(response.statusCode).toBe(200);
      const body = response.json<ListBody & { season: { label: string } }>();
      expect(body.total).toBe(4);
      expect(body.season.label).toBe('2026-2027');
      expect(body.rows.map((r) => r.lastName)).toEqual(['100%_Sure', 'abel']);
      expect(body.rows[1]).toMatchObject({
        firstName: 'Anna',
        subscriptionState: 'STARTED',
        birthDate: '2014-03-15',
        groupName: 'Dauphins A',
        subGroupName: 'Ligne 1',
        problem: true,
      });
      const page2 = (await get('/api/subscription/?pageSize=2&page=2')).json<ListBody>();
      expect(page2.rows.map((r) => r.lastName)).toEqual(['Morel', 'Zola']);
      expect(page2.rows[0]!.problem).toBe(false);
      // SCHEDULED: nobody is expected to have chosen a guardian yet.
      expect(page2.rows[1]!.problem).toBe(false);
    });

    it('filters per column, case-insensitive substrings, wildcards taken literally', async () => {
      const names = async (query: string) => (await get(`/api/subscription/?${query}`)).json<ListBody>().rows.map((r) => r.lastName);
      expect(await names('lastName=ZOL')).toEqual(['Zola']);
      expect(await names('firstName=anna')).toEqual(['abel']);
      expect(await names(`firstName=${encodeURIComponent('ÉMI')}`)).toEqual(['Zola']);
      expect(await names('groupName=espa')).toEqual(['100%_Sure', 'Morel']);
      expect(await names('state=DONE')).toEqual(['Morel']);
      expect(await names('problem=true')).toEqual(['abel']);
      expect(await names('problem=false')).toEqual(['100%_Sure', 'Morel', 'Zola']);
      expect(await names(`lastName=${encodeURIComponent('%')}`)).toEqual(['100%_Sure']);
      expect(await names('lastName=_')).toEqual(['100%_Sure']);
      expect((await get('/api/subscription/?pageSize=201')).statusCode).toBe(400);
      expect((await get('/api/subscription/?lastName=a%00b')).statusCode).toBe(400);
      expect((await get('/api/subscription/?state=LOST')).statusCode).toBe(400);
      expect((await get('/api/subscription/?season=999')).statusCode).toBe(404);
    });

    it('is for admins only', async () => {
      for (const role of ['COACH', 'SECTION_MANAGER'] as const) {
        const member = await t.staff([role]);
        expect((await get('/api/subscription/', member.headers)).statusCode).toBe(403);
      }
      expect((await t.call({ method: 'GET', url: '/api/subscription/' })).statusCode).toBe(401);
    });
  });

  describe('edit', () => {
    const student = {
      firstName: 'Léa',
      lastName: 'Martin',
      gender: 'F',
      birthDate: '2014-03-15',
      birthPlace: 'Nice',
      nationality: 'FR',
      shirtSizeId: 2,
      shortSizeId: 2,
      school: 'Collège Charles III',
      schoolLevel: '6e',
      email: 'lea@example.org',
      phoneNumber: '0612345678',
      address: '3 rue Grimaldi',
      zipCode: '98000',
      city: 'Monaco',
      country: 'MC',
    };

    it('shows the subscription with its fields, the checklist and the history', async () => {
      const s = await buildLinkedSubscription(t.deps.db);
      await t.call({ method: 'POST', url: '/api/subscription/', payload: validForm(s) });
      const response = await get(`/api/subscription/student/${s.memberId}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<Detail>();
      expect(body).toMatchObject({
        id: s.subscriptionId,
        studentId: s.memberId,
        state: 'STARTED',
        isNew: true,
        firstName: 'Léa',
        nationality: 'MC',
        shirtSize: { id: 3, label: '10 ans' },
        guardianFirstName: 'Claire',
        guardianEmail: `claire.${s.subscriptionId}@example.org`,
        problem: false,
        privacy: { acceptedBy: 'GUARDIAN Claire Martin', current: true },
        documents: { subscriptionForm: false, payment: false },
      });
      expect(body.requiredDocuments.checklist).toContain('guardianCodeOfConduct');
      expect(body.history).toMatchObject([{ fromState: 'SCHEDULED', toState: 'STARTED', source: 'FAMILY', changedBy: null }]);
      expect((await get('/api/subscription/student/999999')).statusCode).toBe(404);
    });

    it('applies the edit-mode rules with their message keys', async () => {
      const s = await buildLinkedSubscription(t.deps.db);
      const { version } = await detail(s.memberId);
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ ...student, nationality: '' }, { 'student.nationality': MSG.nationality }],
        [{ ...student, birthPlace: '' }, { 'student.birthPlace': MSG.birthPlace }],
        [{ ...student, shirtSizeId: null }, { 'student.shirtSizeId': MSG.shirtSize }],
        [{ ...student, shortSizeId: 999 }, { 'student.shortSizeId': MSG.shortSize }],
        [{ ...student, school: '' }, { 'student.school': MSG.school }],
        [{ ...student, schoolLevel: null }, { 'student.schoolLevel': MSG.schoolLevel }],
        [{ ...student, firstName: 'L3@' }, { 'student.firstName': MSG.firstName }],
        [{ ...student, gender: 'X' }, { 'student.gender': MSG.gender }],
        [{ ...student, birthDate: '1939-01-01' }, { 'student.birthDate': MSG.birthDate }],
        [{ ...student, email: 'nope' }, { 'student.email': MSG.email }],
        [{ ...student, zipCode: '123' }, { 'student.zipCode': MSG.zipCode }],
      ];
      for (const [payload, fields] of cases) {
        const response = await post(`/api/subscription/student/${s.memberId}`, { version, student: payload });
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields });
      }
      // School is not asked from adults.
      const adult = await post(`/api/subscription/student/${s.memberId}`, {
        version,
        student: { ...student, birthDate: '1990-01-01', school: '', schoolLevel: '' },
      });
      expect(adult.statusCode).toBe(200);
      expect(adult.json()).toMatchObject({ birthDate: '1990-01-01', school: null });
    });

    it('saves member and guardian, moves along the checklist, and keeps who changed the state', async () => {
      const s = await buildLinkedSubscription(t.deps.db, { state: 'STARTED' });
      let body = await detail(s.memberId);
      const saved = await post(`/api/subscription/student/${s.memberId}`, {
        version: body.version,
        student,
        guardian: { firstName: 'Claire', lastName: 'Martin', email: 'claire@example.org', phoneNumber: '0611111111', secondaryEmail: '' },
        documents: { subscriptionForm: true, rules: true },
      });
      expect(saved.statusCode).toBe(200);
      body = saved.json<Detail>();
      expect(body).toMatchObject({
        state: 'MISSING_DOC',
        school: 'Collège Charles III',
        guardianEmail: 'claire@example.org',
        documents: { subscriptionForm: true, rules: true },
      });
      expect(body.guardianId).not.toBeNull();

      const all = Object.fromEntries(body.requiredDocuments.checklist.map((item) => [item, true]));
      body = (await post(`/api/subscription/student/${s.memberId}`, { version: body.version, documents: all })).json<Detail>();
      expect(body.state).toBe('DONE');
      expect(body.processDate).toBe(t.clock.now().toISOString());
      expect(body.history.map((h) => [h.fromState, h.toState, h.source, h.changedBy?.id])).toEqual([
        ['STARTED', 'MISSING_DOC', 'STAFF', admin.id],
        ['MISSING_DOC', 'DONE', 'STAFF', admin.id],
      ]);

      // Unticking brings it back to MISSING_DOC; a state set by hand wins over the checklist.
      body = (
        await post(`/api/subscription/student/${s.memberId}`, { version: body.version, documents: { payment: false } })
      ).json<Detail>();
      expect(body.state).toBe('MISSING_DOC');
      expect(body.processDate).toBeNull();
      body = (
        await post(`/api/subscription/student/${s.memberId}`, { version: body.version, state: 'SCHEDULED', documents: { payment: true } })
      ).json<Detail>();
      expect(body.state).toBe('SCHEDULED');
      expect(body.history).toHaveLength(4);
    });

    it('refuses a stale version with 409 and overwrites nothing', async () => {
      const s = await buildLinkedSubscription(t.deps.db, { state: 'STARTED' });
      const { version } = await detail(s.memberId);
      expect((await post(`/api/subscription/student/${s.memberId}`, { version, documents: { rules: true } })).statusCode).toBe(200);
      const stale = await post(`/api/subscription/student/${s.memberId}`, { version, documents: { rules: false, payment: true } });
      expect(stale.statusCode).toBe(409);
      expect((await detail(s.memberId)).documents).toMatchObject({ rules: true, payment: false });
      expect((await post(`/api/subscription/student/${s.memberId}`, { version, state: 'BAD' })).json()).toMatchObject({
        fields: { state: MSG.invalid },
      });
      expect((await post(`/api/subscription/student/${s.memberId}`, { documents: {} })).statusCode).toBe(400);
    });
  });

  describe('mails', () => {
    it('resends the link to the given addresses: the old link stops, the new one works', async () => {
      const smtp = await startSmtpServer();
      try {
        await t.deps.db.deleteFrom('mail_outbox').execute();
        const s = await buildLinkedSubscription(t.deps.db, { firstName: 'Noé', lastName: 'Lefèvre' });
        const response = await post(`/api/subscription/student/${s.memberId}/mail`, {
          email: 'mum@example.org',
          secondaryEmail: 'dad@example.org',
          isNew: true,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          subscriptionId: s.subscriptionId,
          recipients: ['mum@example.org', 'dad@example.org'],
          expiresAt: '2027-08-31T23:59:59.999Z',
        });
        expect(await deliverMails(t, smtp.url)).toBe(1);
        const mail = smtp.mails[0]!;
        expect(mail.envelopeTo.sort()).toEqual(['dad@example.org', 'mum@example.org']);
        expect(mail.parsed.subject).toBe('Inscription de Noé Lefèvre – saison 2026-2027');
        expect(mail.parsed.text).toContain('Noé Lefèvre has a place in the group');
        const token = tokenInText(mail.parsed.text ?? '')!;
        expect(token).toBeDefined();
        expect(token).not.toBe(s.token);
        expect((await t.call({ method: 'GET', url: `/api/subscription/resume?token=${token}` })).statusCode).toBe(200);
        expect((await t.call({ method: 'GET', url: `/api/subscription/resume?token=${s.token}` })).statusCode).toBe(404);
        const bad = await post(`/api/subscription/student/${s.memberId}/mail`, { email: 'not-an-email', secondaryEmail: 'x' });
        expect(bad.json()).toMatchObject({ fields: { email: MSG.email, secondaryEmail: MSG.secondEmail } });
      } finally {
        await smtp.close();
      }
    });

    it('sends the invoice mail with the attestation attached once the payment is recorded', async () => {
      const smtp = await startSmtpServer();
      try {
        await t.deps.db.deleteFrom('mail_outbox').execute();
        const s = await buildLinkedSubscription(t.deps.db, {
          firstName: 'Inès',
          lastName: 'Bérard',
          email: 'ines.family@example.org',
          group: { priceCents: 31_050 },
        });
        expect((await post(`/api/subscription/${s.subscriptionId}/attestation`, {})).json()).toMatchObject({
          code: 'CONFLICT',
          message: 'PAYMENT_NOT_RECORDED',
        });
        const { version } = await detail(s.memberId);
        await post(`/api/subscription/student/${s.memberId}`, { version, documents: { payment: true } });
        const response = await post(`/api/subscription/${s.subscriptionId}/attestation`, {});
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ recipients: ['ines.family@example.org'] });
        expect(await deliverMails(t, smtp.url)).toBe(1);
        const mail = smtp.mails[0]!;
        expect(mail.parsed.subject).toContain('Attestation et facture');
        expect(mail.parsed.attachments).toHaveLength(1);
        const attachment = mail.parsed.attachments[0]!;
        expect(attachment.contentType).toBe('application/pdf');
        const text = pdfToText(attachment.content);
        expect(text).toContain('Inès Bérard');
        expect(text).toMatch(/310,50\s€/);
        expect((await post('/api/subscription/999999/attestation', {})).statusCode).toBe(404);
      } finally {
        await smtp.close();
      }
    });
  });

  describe('deletion', () => {
    it('deletes a member with everything attached, and their guardian when nobody else needs them', async () => {
      const guardianId = await buildGuardian(t.deps.db);
      const s = await buildLinkedSubscription(t.deps.db, { guardianId });
      const sibling = await buildLinkedSubscription(t.deps.db, { guardianId: await buildGuardian(t.deps.db) });
      const response = await t.call({ method: 'DELETE', url: `/api/subscription/student/${s.memberId}`, headers: admin.headers });
      expect(response.statusCode).toBe(204);
      expect(await t.deps.db.selectFrom('members').select('id').where('id', '=', s.memberId).executeTakeFirst()).toBeUndefined();
      expect(
        await t.deps.db.selectFrom('subscriptions').select('id').where('id', '=', s.subscriptionId).executeTakeFirst(),
      ).toBeUndefined();
      expect(await t.deps.db.selectFrom('guardians').select('id').where('id', '=', guardianId).executeTakeFirst()).toBeUndefined();
      expect((await t.call({ method: 'DELETE', url: `/api/subscription/student/${s.memberId}`, headers: admin.headers })).statusCode).toBe(
        404,
      );
      expect(await t.deps.db.selectFrom('members').select('id').where('id', '=', sibling.memberId).executeTakeFirst()).toBeDefined();
    });

    it('keeps a guardian shared with a sibling', async () => {
      const guardianId = await buildGuardian(t.deps.db);
      const a = await buildLinkedSubscription(t.deps.db, { guardianId });
      await buildLinkedSubscription(t.deps.db, { guardianId });
      await t.call({ method: 'DELETE', url: `/api/subscription/student/${a.memberId}`, headers: admin.headers });
      expect(await t.deps.db.selectFrom('guardians').select('id').where('id', '=', guardianId).executeTakeFirst()).toBeDefined();
    });

    it('bulk-deletes in one transaction: an unknown id deletes nothing', async () => {
      const a = await buildLinkedSubscription(t.deps.db);
      const b = await buildLinkedSubscription(t.deps.db);
      const refused = await post('/api/subscription/student/bulk/delete', { ids: [a.memberId, b.memberId, 999_999] });
      expect(refused.statusCode).toBe(404);
      expect(await t.deps.db.selectFrom('members').select('id').where('id', 'in', [a.memberId, b.memberId]).execute()).toHaveLength(2);
      const done = await post('/api/subscription/student/bulk/delete', { ids: [a.memberId, b.memberId, a.memberId] });
      expect(done.json()).toEqual({ deleted: 2 });
      expect(await t.deps.db.selectFrom('members').select('id').where('id', 'in', [a.memberId, b.memberId]).execute()).toHaveLength(0);
      expect((await post('/api/subscription/student/bulk/delete', { ids: [] })).statusCode).toBe(400);
      const coach = await t.staff(['COACH']);
      expect((await post('/api/subscription/student/bulk/delete', { ids: [1] }, coach.headers)).statusCode).toBe(403);
    });

    it('lists members of another season only when asked for it', async () => {
      const season = await t.deps.db
        .insertInto('seasons')
        .values({ label: '2025-2026', start_date: '2025-09-01', end_date: '2026-08-31', is_current: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const memberId = await buildMember(t.deps.db, { lastName: 'Ancien', email: 'ancien@example.org', phoneNumber: '0612345678' });
      await t.deps.db
        .insertInto('subscriptions')
        .values({ member_id: memberId, season_id: season.id, state: 'DONE', created_at: 'x', updated_at: 'x' })
        .execute();
      const names = async (query: string) => (await get(`/api/subscription/?${query}`)).json<ListBody>().rows.map((r) => r.lastName);
      expect(await names('lastName=Ancien')).toEqual([]);
      expect(await names(`lastName=Ancien&season=${season.id}`)).toEqual(['Ancien']);
      expect(await currentSeasonId(t.deps.db)).not.toBe(season.id);
    });
  });
});
