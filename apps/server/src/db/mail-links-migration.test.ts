import type { Kysely, MigrationProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember } from '../test/factories/index.js';
import { openTestDatabase } from '../test/test-database.js';
import { migrateToLatest, type Database } from './database.js';
import { seedReferenceData } from './seed-reference.js';
import { migrationProvider } from './migrations/index.js';
import type { DB } from './types.js';
import { TestClock } from '../test/clock.js';
import { LinkSeal } from '../mail/link-seal.js';
import { Outbox } from '../mail/outbox.js';

/**
 * Migration 029 links the mails already in the outbox once, by the rule the erasure used to
 * apply on every read: the member a mail was queued about, and every member whose first and
 * last names both appear in its subject or body, any case; and lists each mail's recipients.
 */
const before029 = (dialect: Database['dialect']): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(Object.entries(await migrationProvider(dialect).getMigrations()).filter(([name]) => name < '029')),
});

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrateToLatest(database, before029(database.dialect));
});
afterAll(async () => drop());

const mail = async (
  db: Kysely<DB>,
  values: { to: string[]; bcc?: string[]; subject: string; text: string; html?: string; memberId?: number },
) => {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: 'TEST',
      to_addresses: JSON.stringify(values.to),
      bcc_addresses: JSON.stringify(values.bcc ?? []),
      subject: values.subject,
      text_body: values.text,
      html_body: values.html ?? null,
      language: 'fr',
      status: 'SENT',
      attempts: 1,
      next_attempt_at: '2026-01-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
      member_id: values.memberId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

describe('migration 029: mails linked to their members and recipients', () => {
  it('links old mails by id and by names, and lists their recipients in lower case', async () => {
    const { db } = database;
    await seedReferenceData(db, database.dialect, new TestClock());
    const group = await buildGroup(db, { name: 'Benjamins' });
    const guardian = await buildGuardian(db, { firstName: 'Hélène', lastName: 'Lambert', email: 'H.Lambert@example.com' });
    const anna = await buildMember(db, { firstName: 'Anna', lastName: 'Lambert', groupId: group, guardianId: guardian });
    const paul = await buildMember(db, { firstName: ' Paul ', lastName: 'Lambert', groupId: group, guardianId: guardian });
    const other = await buildMember(db, { firstName: 'Anna', lastName: 'Petit', groupId: group });

    const byId = await mail(db, { to: ['parrain@example.com'], subject: 'Inscription', text: 'Lien', memberId: anna });
    const siblings = await mail(db, { to: ['H.Lambert@example.com'], subject: 'Convocation – ANNA et paul LAMBERT', text: 'Bonjour' });
    const inHtml = await mail(db, {
      to: [],
      bcc: ['a@example.com', 'B@example.com'],
      subject: 'Nouvelles',
      text: 'Bravo',
      html: '<p>Paul Lambert</p>',
    });
    const nobody = await mail(db, { to: ['x@example.com'], subject: 'Anna', text: 'Lambert' });

    await migrateToLatest(database);

    const links = await db.selectFrom('mail_members').select(['mail_id', 'member_id']).orderBy('mail_id').orderBy('member_id').execute();
    expect(links).toEqual(
      [
        { mail_id: byId, member_id: anna },
        { mail_id: siblings, member_id: anna },
        { mail_id: siblings, member_id: paul },
        { mail_id: inHtml, member_id: paul },
        // Both names anywhere in the text, as the erasure always read them.
        { mail_id: nobody, member_id: anna },
      ].sort((a, b) => a.mail_id - b.mail_id || a.member_id - b.member_id),
    );
    expect(links.some((l) => l.member_id === other)).toBe(false);
    const recipients = await db
      .selectFrom('mail_recipients')
      .select(['mail_id', 'address'])
      .orderBy('mail_id')
      .orderBy('address')
      .execute();
    expect(recipients).toEqual([
      { mail_id: byId, address: 'parrain@example.com' },
      { mail_id: siblings, address: 'h.lambert@example.com' },
      { mail_id: inHtml, address: 'a@example.com' },
      { mail_id: inHtml, address: 'b@example.com' },
      { mail_id: nobody, address: 'x@example.com' },
    ]);
  });

  it('lets the links go with their mail', async () => {
    const { db } = database;
    const [first] = await db.selectFrom('mail_members').select('mail_id').orderBy('mail_id').limit(1).execute();
    await db.deleteFrom('mail_outbox').where('id', '=', first!.mail_id).execute();
    expect(await db.selectFrom('mail_members').select('mail_id').where('mail_id', '=', first!.mail_id).execute()).toEqual([]);
    expect(await db.selectFrom('mail_recipients').select('mail_id').where('mail_id', '=', first!.mail_id).execute()).toEqual([]);
  });
});

/** The same texts, linked by the migration (old mails) and by the outbox (new ones): the two rules must agree. */
describe('migration 029 and the outbox link a text to the same members', () => {
  const texts = [
    'Bravo à Léa MARTIN',
    'Bravo à Léa et à Martine',
    'Léane Martinez a gagné',
    'Yann\nLe  Goff sera absent',
    'Yann Legoff',
    'Awa N’Diaye est convoquée',
    "awa n'diaye",
    'Jean Dupont-Aignan, Marie-Claire DURAND',
    'Claire Durand, Jean Dupont',
    'Noé Lambert-Martin et Léa',
    'Eloise Bernard',
    'Éloïse Bernard',
    '<p>Paul&nbsp;Lambert</p>',
    'Paul Lambert',
  ];
  let other: Database;
  let dropOther: () => Promise<void>;
  beforeAll(async () => {
    ({ database: other, drop: dropOther } = await openTestDatabase());
    await migrateToLatest(other, before029(other.dialect));
  });
  afterAll(async () => dropOther());

  it('gives each text the same members', async () => {
    const { db } = other;
    const clock = new TestClock();
    await seedReferenceData(db, other.dialect, clock);
    const group = await buildGroup(db, { name: 'Benjamins' });
    const people = [
      ['Léa', 'Martin'],
      ['Martine', 'Petit'],
      ['Yann', 'Le Goff'],
      ['Awa', "N'Diaye"],
      ['Jean', 'Dupont-Aignan'],
      ['Marie-Claire', 'Durand'],
      ['Noé', 'Lambert-Martin'],
      ['Éloïse', 'Bernard'],
      [' Paul ', 'Lambert'],
    ];
    for (const [firstName, lastName] of people) await buildMember(db, { firstName, lastName, groupId: group });
    const old: number[] = [];
    for (const text of texts) old.push(await mail(db, { to: ['x@example.com'], subject: 'Nouvelles', text }));
    await migrateToLatest(other);

    const outbox = new Outbox(clock, LinkSeal.fromSecret('a secret for the tests of the mail links'));
    const queued: number[] = [];
    for (const text of texts)
      queued.push((await outbox.queue(db, { kind: 'TEST', to: ['x@example.com'], subject: 'Nouvelles', text, language: 'fr' }))!);

    const membersOf = async (mailId: number) =>
      (await db.selectFrom('mail_members').select('member_id').where('mail_id', '=', mailId).orderBy('member_id').execute()).map(
        (r) => r.member_id,
      );
    const byMigration = await Promise.all(old.map(membersOf));
    const byOutbox = await Promise.all(queued.map(membersOf));
    expect(byOutbox).toEqual(byMigration);
    // Some texts name someone, some do not: the comparison is able to fail.
    expect(byMigration.map((ids) => ids.length)).toEqual([1, 0, 0, 1, 0, 1, 1, 2, 0, 2, 0, 1, 1, 1]);
  });
});
