import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ErasureResultDto, MemberPrivacySummaryDto } from '@club/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_PLACEHOLDER } from '../../mail/link-seal.js';
import { buildGroup, buildGuardian, buildMember, buildSubGroup, buildSubscription } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { createTryout } from '../tryouts/test-data.js';
import { outboxFolder } from '../../mail/transport.js';
import { deliverToFolder } from '../../test/mail-delivery.js';

const NOW = '2026-11-21T10:00:00.000Z';

/** Every string held in any column of any table, with where it sits. */
const everyText = async (t: TestApp): Promise<{ where: string; value: string }[]> => {
  const found: { where: string; value: string }[] = [];
  for (const table of await t.deps.db.introspection.getTables()) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(t.deps.db);
    for (const row of rows.rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === 'string') found.push({ where: `${table.name}.${column}`, value });
      }
    }
  }
  return found;
};

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

describe('personal data of a member: summary, export, erasure', () => {
  let t: TestApp;
  let admin: StaffMember;
  let manager: StaffMember;
  let coach: StaffMember;
  let dataDir: string;
  let group: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'club-privacy-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    admin = await t.staff(['ADMIN']);
    manager = await t.staff(['SECTION_MANAGER']);
    coach = await t.staff(['COACH']);
    group = await buildGroup(t.deps.db, { name: 'Poussins', coaches: [coach.id] });
  });
  afterAll(() => t.close());

  const deliverToFiles = () => deliverToFolder(t, dataDir);

  /** A child with everything the club may hold: guardian, subscription, attendance, test, mails. */
  const family = async (names: { first: string; last: string; guardianEmail: string; guardianId?: number }) => {
    const { db } = t.deps;
    const guardian =
      names.guardianId ??
      (await buildGuardian(db, {
        firstName: 'Hortense',
        lastName: names.last,
        email: names.guardianEmail,
        secondaryEmail: `second.${names.guardianEmail}`,
      }));
    const member = await buildMember(db, {
      firstName: names.first,
      lastName: names.last,
      groupId: group,
      guardianId: guardian,
      email: `${names.first.toLowerCase()}@example.net`,
      secondGuardianEmail: `other.parent.${names.guardianEmail}`,
    });
    await db
      .updateTable('members')
      .set({
        birth_place: 'Monaco',
        nationality: 'Monégasque',
        address: '12 boulevard des Moulins',
        city: 'Monaco',
        zip_code: '98000',
        phone_number: '0612345678',
      })
      .where('id', '=', member)
      .execute();
    const subscription = await buildSubscription(db, member, { groupId: group });
    await db
      .updateTable('subscriptions')
      .set({
        guardian_first_name: 'Hortense',
        guardian_last_name: names.last,
        guardian_email: names.guardianEmail,
        privacy_version: '2025-01',
        privacy_accepted_by: `GUARDIAN Hortense ${names.last}`,
        privacy_accepted_at: NOW,
      })
      .where('id', '=', subscription)
      .execute();
    await db
      .insertInto('subscription_state_changes')
      .values({
        subscription_id: subscription,
        from_state: 'SCHEDULED',
        to_state: 'STARTED',
        changed_by: null,
        changed_at: NOW,
        source: 'FAMILY',
      })
      .execute();
    const subGroup = await buildSubGroup(db, group);
    const session = await db
      .insertInto('training_sessions')
      .values({
        group_id: group,
        sub_group_id: subGroup,
        date: '2026-11-10T17:00:00.000Z',
        created_by: coach.id,
        transmitted: 1,
        created_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('attendances').values({ session_id: session.id, member_id: member, is_absent: 0, is_late: 1 }).execute();
    const test = await createTryout(t, admin.headers);
    await db
      .insertInto('test_members')
      .values({ test_id: test, member_id: member, result_group_id: group, failed: 0, assigned_at: NOW })
      .execute();
    const subscriptionMail = await t.deps.outbox.queue(db, {
      kind: 'SUBSCRIPTION_LINK',
      to: [names.guardianEmail],
      subject: `Inscription de ${names.first} ${names.last} – saison 2026-2027`,
      text: `Bonjour,\nvoici le lien d'inscription de ${names.first} ${names.last}.`,
      language: 'fr',
      memberId: member,
      attachments: [
        { filename: 'attestation.pdf', contentType: 'application/pdf', content: Buffer.from(`%PDF ${names.first} ${names.last}`) },
      ],
    });
    return { member, guardian, subscription, subscriptionMail: subscriptionMail! };
  };

  const summary = (id: number, who: StaffMember = admin) =>
    t.call({ method: 'GET', url: `/api/privacy/member/${id}`, headers: who.headers });
  const exportFile = (id: number, who: StaffMember = admin) =>
    t.call({ method: 'GET', url: `/api/privacy/member/${id}/export`, headers: who.headers });
  const erase = (id: number, lastName: unknown, who: StaffMember = admin) =>
    t.call({ method: 'POST', url: `/api/privacy/member/${id}/erase`, headers: who.headers, payload: { lastName } });

  it('exports everything held about a member and their guardian as a JSON file, and records who did', async () => {
    const f = await family({ first: 'Capucine', last: 'Exportable', guardianEmail: 'h.exportable@example.com' });
    const groupMail = await t.deps.outbox.queue(t.deps.db, {
      kind: 'GROUP_MAIL',
      to: ['club@example.org'],
      bcc: ['h.exportable@example.com', 'someone.else@example.com'],
      subject: 'Entraînement annulé',
      text: 'La séance de demain est annulée.',
      language: 'fr',
    });
    await t.deps.outbox.queue(t.deps.db, {
      kind: 'GROUP_MAIL',
      to: ['nobody@example.com'],
      subject: 'Autre famille',
      text: 'Rien à voir',
      language: 'fr',
    });

    const s = await summary(f.member);
    expect(s.statusCode).toBe(200);
    expect(s.json<MemberPrivacySummaryDto>()).toMatchObject({
      firstName: 'Capucine',
      lastName: 'Exportable',
      groupName: 'Poussins',
      counts: { guardians: 1, subscriptions: 1, attendances: 1, tests: 1, mails: 2 },
    });

    const response = await exportFile(f.member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="member-${f.member}-data.json"`);
    expect(response.headers['cache-control']).toBe('no-store');
    // The file's shape is checked field by field below.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed JSON file read by matchers
    const data = response.json<Record<string, any>>();
    expect(data.member).toMatchObject({
      id: f.member,
      firstName: 'Capucine',
      lastName: 'Exportable',
      birthPlace: 'Monaco',
      contactInfo: { email: 'capucine@example.net', phoneNumber: '0612345678' },
      address: { address: '12 boulevard des Moulins', zipCode: '98000', city: 'Monaco' },
      secondContact: { email: 'other.parent.h.exportable@example.com' },
      group: 'Poussins',
    });
    expect(data.guardians).toEqual([
      expect.objectContaining({ id: f.guardian, firstName: 'Hortense', lastName: 'Exportable', email: 'h.exportable@example.com' }),
    ]);
    expect(data.subscriptions).toHaveLength(1);
    expect(data.subscriptions[0]).toMatchObject({
      id: f.subscription,
      group: 'Poussins',
      privacy: { version: '2025-01', acceptedBy: 'GUARDIAN Hortense Exportable', acceptedAt: NOW },
      guardianContactAsTyped: { email: 'h.exportable@example.com' },
      stateHistory: [
        { from: null, to: 'SCHEDULED' },
        { from: 'SCHEDULED', to: 'STARTED', source: 'FAMILY' },
      ],
    });
    expect(data.attendance).toEqual([
      { date: '2026-11-10T17:00:00.000Z', group: 'Poussins', subGroup: expect.any(String), absent: false, late: true },
    ]);
    expect(data.tests).toEqual([expect.objectContaining({ location: 'Stade Louis II', result: { group: 'Poussins' } })]);
    expect(data.mails.map((m: { id: number }) => m.id)).toEqual([f.subscriptionMail, groupMail]);
    expect(data.mails[0]).toMatchObject({ to: ['h.exportable@example.com'], attachments: ['attestation.pdf'], state: 'QUEUED' });
    // Another family's address in the same group mail is not theirs to read.
    expect(data.mails[1]).toMatchObject({ to: [], bcc: ['h.exportable@example.com'] });
    expect(response.body).not.toContain('someone.else@example.com');
    expect(response.body).not.toContain('nobody@example.com');

    const audit = await t.deps.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'MEMBER_DATA_EXPORT').execute();
    expect(audit).toMatchObject([{ action: 'EXPORT_VIEWED', target_id: f.member, actor_id: admin.id, details: null }]);
  });

  it('erases a member: afterwards no table and no file of the data folder holds their name or their family', async () => {
    const f = await family({ first: 'Anatole', last: 'Quincampoix', guardianEmail: 'hortense.q@example.com' });
    const groupMail = (await t.deps.outbox.queue(t.deps.db, {
      kind: 'GROUP_MAIL',
      to: ['club@example.org'],
      bcc: ['hortense.q@example.com', 'keeps.getting.mail@example.com'],
      subject: 'Stage de Noël',
      text: 'Inscriptions ouvertes.',
      language: 'fr',
    }))!;
    const onlyToThem = (await t.deps.outbox.queue(t.deps.db, {
      kind: 'TEST_CONVOCATION',
      to: ['second.hortense.q@example.com'],
      subject: 'Convocation',
      text: 'À samedi',
      language: 'fr',
    }))!;
    const unrelated = (await t.deps.outbox.queue(t.deps.db, {
      kind: 'GROUP_MAIL',
      to: ['unrelated@example.com'],
      subject: 'Autre',
      text: 'Autre famille',
      language: 'fr',
    }))!;
    await deliverToFiles();
    const copies = () => readdirSync(outboxFolder(dataDir));
    expect(copies().some((name) => name.includes(`outbox${f.subscriptionMail}club`))).toBe(true);
    const secrets = ['Anatole', 'Quincampoix', 'hortense.q@example.com', 'anatole@example.net'];
    const hits = async () => {
      const inTables = (await everyText(t)).filter(({ value }) => secrets.some((s) => value.toLowerCase().includes(s.toLowerCase())));
      const inFiles = filesUnder(dataDir).filter((file) =>
        secrets.some((s) => readFileSync(file, 'latin1').toLowerCase().includes(s.toLowerCase())),
      );
      return { inTables: inTables.map((h) => h.where), inFiles };
    };
    // The scan finds them before: it is able to fail.
    const before = await hits();
    expect(before.inTables).toEqual(
      expect.arrayContaining([
        'members.first_name',
        'guardians.last_name',
        'subscriptions.privacy_accepted_by',
        'mail_outbox.subject',
        'mail_outbox.bcc_addresses',
      ]),
    );
    expect(before.inFiles.length).toBeGreaterThanOrEqual(3);

    const response = await erase(f.member, ' quincampoix ');
    expect(response.statusCode).toBe(200);
    expect(response.json<ErasureResultDto>()).toEqual({ subscriptions: 1, guardians: 1, mails: 2 });

    expect(await hits()).toEqual({ inTables: [], inFiles: [] });
    const { db } = t.deps;
    expect(await db.selectFrom('members').select('id').where('id', '=', f.member).execute()).toEqual([]);
    expect(await db.selectFrom('attendances').select('member_id').where('member_id', '=', f.member).execute()).toEqual([]);
    expect(await db.selectFrom('test_members').select('member_id').where('member_id', '=', f.member).execute()).toEqual([]);
    expect(await db.selectFrom('subscription_state_changes').select('id').where('subscription_id', '=', f.subscription).execute()).toEqual(
      [],
    );
    // The group mail keeps its other recipient; mails to other families stay with their copies.
    const kept = await db
      .selectFrom('mail_outbox')
      .select(['id', 'bcc_addresses'])
      .where('id', 'in', [groupMail, onlyToThem, unrelated])
      .orderBy('id')
      .execute();
    expect(kept).toEqual([
      { id: groupMail, bcc_addresses: JSON.stringify(['keeps.getting.mail@example.com']) },
      { id: unrelated, bcc_addresses: '[]' },
    ]);
    expect(copies().some((name) => name.includes(`outbox${unrelated}club`))).toBe(true);
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'MEMBER_ERASED').execute();
    expect(audit).toMatchObject([{ target_type: 'MEMBER', target_id: f.member, actor_id: admin.id }]);
    expect(JSON.parse(audit[0]!.details!)).toEqual({ subscriptions: 1, guardians: 1, mails: 2 });
  });

  it('finds the mails about a member by id, also those sent under a former name, and shows no link token in the export', async () => {
    const f = await family({ first: 'Gaspard', last: 'Renommé', guardianEmail: 'g.renomme@example.com' });
    const link = 'https://club.example/subscribe?token=byIdTokenbyIdTokenbyIdTokenbyIdTokenbyIdTok';
    const legacyLink = 'https://club.example/subscribe?token=legacyTokenlegacyTokenlegacyTokenlegacyToke';
    // Staff sent the link to a godfather: an address on no record of the family.
    const byId = (await t.deps.outbox.queue(t.deps.db, {
      kind: 'SUBSCRIPTION_LINK',
      to: ['parrain.gaspard@example.com'],
      subject: 'Inscription de Gaspard Renommé',
      text: `Lien : ${link}`,
      language: 'fr',
      memberId: f.member,
      link,
    }))!;
    // Queued without the member's id: linked by the names it holds when queued
    // (mail/named-members.ts; mails from before, by migration 029: db/mail-links-migration.test.ts).
    const legacy = (await t.deps.outbox.queue(t.deps.db, {
      kind: 'SUBSCRIPTION_LINK',
      to: ['g.renomme@example.com'],
      subject: 'Inscription de Gaspard Renommé',
      text: `Lien : ${legacyLink}`,
      language: 'fr',
    }))!;
    await t.deps.db.updateTable('members').set({ first_name: 'Gaspardine' }).where('id', '=', f.member).execute();

    expect((await summary(f.member)).json<MemberPrivacySummaryDto>().counts.mails).toBe(3);
    const exported = await exportFile(f.member);
    const mails = exported.json<{ mails: { id: number; text: string }[] }>().mails;
    expect(mails.map((m) => m.id)).toEqual([f.subscriptionMail, byId, legacy]);
    expect(mails.find((m) => m.id === byId)!.text).toBe(`Lien : ${LINK_PLACEHOLDER}`);
    expect(mails.find((m) => m.id === legacy)!.text).toBe(`Lien : ${LINK_PLACEHOLDER}`);
    expect(exported.body).not.toContain('byIdToken');
    expect(exported.body).not.toContain('legacyToken');

    expect((await erase(f.member, 'Renommé')).json()).toMatchObject({ mails: 3 });
    expect(await t.deps.db.selectFrom('mail_outbox').select('id').where('id', 'in', [f.subscriptionMail, byId, legacy]).execute()).toEqual(
      [],
    );
  });

  it('finds a group mail that only names a child in their summary and export, and erases it with them, files included', async () => {
    const f = await family({ first: 'Anouk', last: "Le Bihan-N'Diaye", guardianEmail: 'parents.lebihan@example.com' });
    const neighbour = await family({ first: 'Barnabe', last: 'Voisin', guardianEmail: 'voisin@example.com' });
    const { db } = t.deps;
    const before = await db
      .selectFrom('mail_outbox')
      .select(({ fn }) => fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    // A coach's free text: another case, the typographic apostrophe; queued with no member's id.
    const sent = await t.call({
      method: 'POST',
      url: `/api/mail/group/${group}`,
      headers: coach.headers,
      payload: { subject: 'Bravo !', message: 'Bravo à anouk LE BIHAN-N’DIAYE pour sa médaille.' },
    });
    expect(sent.statusCode).toBe(200);
    const groupMail = (
      await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('id', '>', before.id ?? 0)
        .execute()
    ).map((r) => r.id);
    expect(groupMail.length).toBeGreaterThan(0);

    expect((await summary(f.member)).json<MemberPrivacySummaryDto>().counts.mails).toBe(1 + groupMail.length);
    const exported = (await exportFile(f.member)).json<{ mails: { id: number; text: string }[] }>().mails;
    expect(exported.map((m) => m.id)).toEqual([f.subscriptionMail, ...groupMail]);
    expect(exported.at(-1)!.text).toContain('BIHAN');
    // About the child it names (not only to their family, which an erasure would merely take off the list).
    const about = await db.selectFrom('mail_members').select('mail_id').where('member_id', '=', f.member).orderBy('mail_id').execute();
    expect(about.map((r) => r.mail_id)).toEqual([f.subscriptionMail, ...groupMail]);
    // The neighbour gets the mail, but it is not about them: it does not name them.
    expect(await db.selectFrom('mail_members').select('mail_id').where('member_id', '=', neighbour.member).execute()).toEqual([
      { mail_id: neighbour.subscriptionMail },
    ]);

    await deliverToFiles();
    const named = () =>
      filesUnder(dataDir).filter((file) =>
        readFileSync(file, 'utf8')
          .toLowerCase()
          .replace(/=\r?\n/g, '')
          .includes('bihan'),
      );
    // The scan finds the copies before the erasure: it is able to fail.
    expect(named().length).toBeGreaterThanOrEqual(2);

    const response = await erase(f.member, "le bihan-n'diaye");
    expect(response.statusCode).toBe(200);
    expect(response.json<ErasureResultDto>()).toMatchObject({ mails: 1 + groupMail.length });
    expect(await db.selectFrom('mail_outbox').select('id').where('id', 'in', groupMail).execute()).toEqual([]);
    expect((await everyText(t)).filter(({ value }) => value.toLowerCase().includes('bihan'))).toEqual([]);
    expect(named()).toEqual([]);
  });

  it('keeps a guardian and their mails when a brother or sister still needs them', async () => {
    const f = await family({ first: 'Basile', last: 'Fratrie', guardianEmail: 'parent.fratrie@example.com' });
    const sibling = await buildMember(t.deps.db, { firstName: 'Clémence', lastName: 'Fratrie', groupId: group, guardianId: f.guardian });
    const forSibling = (await t.deps.outbox.queue(t.deps.db, {
      kind: 'SUBSCRIPTION_LINK',
      to: ['parent.fratrie@example.com'],
      subject: 'Inscription de Clémence Fratrie',
      text: 'Lien',
      language: 'fr',
    }))!;
    const response = await erase(f.member, 'Fratrie');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ guardians: 0, mails: 1 });
    const { db } = t.deps;
    expect(await db.selectFrom('guardians').select('id').where('id', '=', f.guardian).execute()).toEqual([{ id: f.guardian }]);
    expect(await db.selectFrom('members').select('guardian_id').where('id', '=', sibling).executeTakeFirst()).toEqual({
      guardian_id: f.guardian,
    });
    expect(await db.selectFrom('mail_outbox').select('to_addresses').where('id', '=', forSibling).executeTakeFirst()).toEqual({
      to_addresses: JSON.stringify(['parent.fratrie@example.com']),
    });
    expect(await db.selectFrom('mail_outbox').select('id').where('id', '=', f.subscriptionMail).execute()).toEqual([]);
  });

  it('refuses an erasure whose typed last name does not match, and changes nothing', async () => {
    const f = await family({ first: 'Dorian', last: 'Gardé', guardianEmail: 'garde@example.com' });
    const auditBefore = await t.deps.db.selectFrom('audit_log').select('id').execute();
    const wrong = await erase(f.member, 'Garder');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { lastName: 'ERASE_CONFIRMATION_MISMATCH' } });
    expect((await erase(f.member, 42)).statusCode).toBe(400);
    expect(
      (await t.call({ method: 'POST', url: `/api/privacy/member/${f.member}/erase`, headers: admin.headers, payload: {} })).statusCode,
    ).toBe(400);
    expect((await erase(987654, 'Gardé')).statusCode).toBe(404);
    expect(await t.deps.db.selectFrom('members').select('id').where('id', '=', f.member).execute()).toEqual([{ id: f.member }]);
    expect(await t.deps.db.selectFrom('mail_outbox').select('id').where('id', '=', f.subscriptionMail).execute()).toHaveLength(1);
    expect(await t.deps.db.selectFrom('audit_log').select('id').execute()).toEqual(auditBefore);
    // Accents and case do not matter to the confirmation.
    expect((await erase(f.member, 'GARDE')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown member and 400 for a bad id', async () => {
    expect((await summary(987654)).statusCode).toBe(404);
    expect((await exportFile(987654)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/privacy/member/abc/export', headers: admin.headers })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/privacy/member/0', headers: admin.headers })).statusCode).toBe(400);
  });

  it('is for admins only: other roles and anonymous callers get nothing and leave no trace', async () => {
    const member = await buildMember(t.deps.db, { firstName: 'Eliott', lastName: 'Protégé', groupId: group });
    const auditBefore = await t.deps.db.selectFrom('audit_log').select('id').execute();
    for (const who of [manager, coach]) {
      expect((await summary(member, who)).statusCode).toBe(403);
      const refused = await exportFile(member, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Eliott');
      expect((await erase(member, 'Protégé', who)).statusCode).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: `/api/privacy/member/${member}/export` })).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'POST', url: `/api/privacy/member/${member}/erase`, payload: { lastName: 'Protégé' } })).statusCode,
    ).toBe(401);
    expect(await t.deps.db.selectFrom('members').select('id').where('id', '=', member).execute()).toHaveLength(1);
    expect(await t.deps.db.selectFrom('audit_log').select('id').execute()).toEqual(auditBefore);
  });
});
