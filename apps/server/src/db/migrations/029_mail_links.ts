import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * Who each outbox mail is about and to, as rows the privacy feature finds by index
 * (docs/operations.md#personal-data-on-disk): the access summary, the data export and the
 * erasure of one member read `mail_members` by the member's id and `mail_recipients` by the
 * family's addresses, instead of reading the text of every mail the club ever queued.
 * - `mail_members`: the members a mail is about: the one it was queued for, and every child a
 *   mail to a family names (brothers and sisters convened together);
 * - `mail_recipients`: its To and Bcc addresses, lower case, as the JSON columns hold them.
 *
 * The mails already queued are linked once here: the member the mail was queued about, and
 * every member whose first and last names both appear as whole words in its subject or bodies,
 * any case — the rule new mails are linked by when queued (mail/named-members.ts), here run
 * against every member in memory. It is copied rather than imported, since a migration never
 * changes; mail-links-migration.test.ts runs both on the same cases. The erasure used to read
 * names as substrings: word-based, "Martine" no longer names a "Martin", whose family's export
 * would otherwise hold another family's mail.
 */

interface MailText {
  id: number;
  to_addresses: string;
  bcc_addresses: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  member_id: number | null;
}

interface MemberName {
  id: number;
  first_name: string;
  last_name: string;
}

const PAGE = 500;

/** Frozen copy of the JSON reading of the address columns: a migration never changes. */
const addressesOf = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/** Members by lower-case last name: each span of a mail's text is looked up once. */
const byLastName = (members: readonly MemberName[]): Map<string, { id: number; first: string }[]> => {
  const out = new Map<string, { id: number; first: string }[]>();
  for (const m of members) {
    const first = m.first_name.trim().toLowerCase();
    const last = m.last_name.trim().toLowerCase();
    if (first === '' || last === '') continue;
    const list = out.get(last) ?? [];
    list.push({ id: m.id, first });
    out.set(last, list);
  }
  return out;
};

/** Frozen copy of mail/named-members.ts `nameSpans`: runs of 1 to 5 words, lower case, as the text writes them (either apostrophe). */
const nameSpans = (text: string): Set<string> => {
  const flat = text.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ');
  const words = [...flat.matchAll(/[\p{L}\p{N}\p{M}]+/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const spans = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    const start = words[i]!.start;
    for (let j = i; j < Math.min(words.length, i + 5); j += 1) {
      if (words[j]!.end - start > 100) break;
      const span = flat.slice(start, words[j]!.end);
      spans.add(span);
      if (/['’]/u.test(span)) for (const mark of ["'", '’']) spans.add(span.replace(/['’]/gu, mark));
    }
  }
  return spans;
};

/** The members a text names: first and last names both among its spans. */
const membersNamedIn = (text: string, names: Map<string, { id: number; first: string }[]>): number[] => {
  const spans = nameSpans(text);
  const ids: number[] = [];
  for (const span of spans) for (const m of names.get(span) ?? []) if (spans.has(m.first)) ids.push(m.id);
  return ids;
};

const insertRows = async (db: Kysely<unknown>, table: string, rows: Record<string, unknown>[]): Promise<void> => {
  for (let i = 0; i < rows.length; i += PAGE) {
    await (db as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto(table)
      .values(rows.slice(i, i + PAGE))
      .execute();
  }
};

const linkExistingMails = async (db: Kysely<unknown>): Promise<void> => {
  const { rows: members } = await sql<MemberName>`select id, first_name, last_name from members`.execute(db);
  const names = byLastName(members);
  let after = 0;
  for (;;) {
    const { rows: mails } = await sql<MailText>`
      select id, to_addresses, bcc_addresses, subject, text_body, html_body, member_id
      from mail_outbox where id > ${after} order by id limit ${PAGE}`.execute(db);
    if (mails.length === 0) return;
    const links: Record<string, unknown>[] = [];
    const recipients: Record<string, unknown>[] = [];
    for (const mail of mails) {
      const about = new Set(membersNamedIn(`${mail.subject}\n${mail.text_body}\n${mail.html_body ?? ''}`, names));
      if (mail.member_id !== null) about.add(mail.member_id);
      for (const memberId of about) links.push({ mail_id: mail.id, member_id: memberId });
      const addresses = new Set([...addressesOf(mail.to_addresses), ...addressesOf(mail.bcc_addresses)].map((a) => a.toLowerCase()));
      for (const address of addresses) recipients.push({ mail_id: mail.id, address });
    }
    await insertRows(db, 'mail_members', links);
    await insertRows(db, 'mail_recipients', recipients);
    after = mails.at(-1)!.id;
  }
};

export const up = async (db: Kysely<unknown>, _dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('mail_members')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('mail_id', 'integer', (c) => c.notNull().references('mail_outbox.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('mail_members_pk', ['member_id', 'mail_id'])
    .execute();
  await db.schema.createIndex('mail_members_mail_idx').on('mail_members').column('mail_id').execute();
  await db.schema
    .createTable('mail_recipients')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('mail_id', 'integer', (c) => c.notNull().references('mail_outbox.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('mail_recipients_pk', ['address', 'mail_id'])
    .execute();
  await db.schema.createIndex('mail_recipients_mail_idx').on('mail_recipients').column('mail_id').execute();
  await linkExistingMails(db);
};
