/**
 * Test data for the subscription tests, inserted directly (groups in the seeded section
 * "Aucune", id 1). Not used by the product code.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { newOpaqueToken } from '../../auth/tokens.js';
import type { DB } from '../../db/types.js';
import type { TestApp } from '../../test/harness.js';
import { tokenExpiry } from '../subscribe/links.js';

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

export const typeIdOf = async (db: Kysely<DB>, code: string): Promise<number> =>
  (await db.selectFrom('types').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

export const createGroup = async (
  db: Kysely<DB>,
  options: {
    name?: string;
    typeCode?: string;
    priceCents?: number;
    resubPriceCents?: number;
    ffnLicense?: boolean;
    shouldReceiveSubMail?: boolean;
    sportsCodeOfConduct?: boolean;
  } = {},
): Promise<number> => {
  const row = await db
    .insertInto('groups')
    .values({
      name: options.name ?? `Groupe ${next()}`,
      section_id: 1,
      type_id: await typeIdOf(db, options.typeCode ?? 'NATATION_COMPETITION'),
      pack_id: 1,
      price_cents: options.priceCents ?? 25_000,
      resub_price_cents: options.resubPriceCents ?? 22_000,
      ffn_license: options.ffnLicense === true ? 1 : 0,
      should_receive_sub_mail: options.shouldReceiveSubMail === false ? 0 : 1,
      sports_code_of_conduct: options.sportsCodeOfConduct === false ? 0 : 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const createGuardian = async (
  t: TestApp,
  options: { firstName?: string; lastName?: string; email?: string; phoneNumber?: string; secondaryEmail?: string } = {},
): Promise<number> => {
  const n = next();
  const row = await t.deps.db
    .insertInto('guardians')
    .values({
      first_name: options.firstName ?? 'Paul',
      last_name: options.lastName ?? `Parent${n}`,
      email: options.email ?? `parent${n}@example.org`,
      phone_number: options.phoneNumber ?? `0600000${String(n).padStart(3, '0')}`,
      secondary_email: options.secondaryEmail ?? null,
      secondary_phone_number: null,
      language: null,
      created_at: t.clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export interface MemberOptions {
  firstName?: string;
  lastName?: string;
  gender?: string;
  birthDate?: string;
  email?: string | null;
  phoneNumber?: string | null;
  groupId?: number | null;
  nextYearGroupId?: number | null;
  guardianId?: number | null;
  language?: string | null;
  address?: string | null;
  city?: string | null;
  zipCode?: string | null;
  country?: string | null;
  nationality?: string | null;
  birthPlace?: string | null;
  leftAt?: string | null;
}

export const createMember = async (t: TestApp, options: MemberOptions = {}): Promise<number> => {
  const n = next();
  const now = t.clock.now().toISOString();
  const row = await t.deps.db
    .insertInto('members')
    .values({
      first_name: options.firstName ?? 'Léa',
      last_name: options.lastName ?? `Martin${n}`,
      gender: options.gender ?? 'F',
      birth_date: options.birthDate ?? '2014-03-15',
      email: options.email === undefined ? `family${n}@example.org` : options.email,
      phone_number: options.phoneNumber === undefined ? '0612345678' : options.phoneNumber,
      group_id: options.groupId ?? null,
      next_year_group_id: options.nextYearGroupId ?? null,
      guardian_id: options.guardianId ?? null,
      language: options.language ?? null,
      address: options.address ?? null,
      city: options.city ?? null,
      zip_code: options.zipCode ?? null,
      country: options.country ?? null,
      nationality: options.nationality ?? null,
      birth_place: options.birthPlace ?? null,
      left_at: options.leftAt ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const currentSeasonId = async (db: Kysely<DB>): Promise<number> =>
  (await db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow()).id;

export interface CreatedSubscription {
  subscriptionId: number;
  memberId: number;
  groupId: number;
  token: string;
}

/** A member with a SCHEDULED (or given state) subscription in the current season and a live link token. */
export const createSubscription = async (
  t: TestApp,
  options: MemberOptions & { isNew?: boolean; state?: string; group?: Parameters<typeof createGroup>[1]; seasonId?: number } = {},
): Promise<CreatedSubscription> => {
  const groupId = options.groupId ?? (await createGroup(t.deps.db, options.group));
  const memberId = await createMember(t, { ...options, groupId });
  const seasonId = options.seasonId ?? (await currentSeasonId(t.deps.db));
  const season = await t.deps.db.selectFrom('seasons').select('end_date').where('id', '=', seasonId).executeTakeFirstOrThrow();
  const { token, hash } = newOpaqueToken();
  const now = t.clock.now().toISOString();
  const row = await t.deps.db
    .insertInto('subscriptions')
    .values({
      member_id: memberId,
      season_id: seasonId,
      group_id: groupId,
      state: options.state ?? 'SCHEDULED',
      is_new: options.isNew === false ? 0 : 1,
      token_hash: hash,
      token_expires_at: tokenExpiry(season.end_date),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { subscriptionId: row.id, memberId, groupId, token };
};

/** A complete, valid public form for a subscription: the 22 fields plus the privacy acceptance. */
export const validForm = (s: CreatedSubscription, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  token: s.token,
  id: s.memberId,
  subscriptionId: s.subscriptionId,
  fname: 'Léa',
  lname: 'Martin',
  gender: 'F',
  birthDate: '2014-03-15',
  birthPlace: 'Monaco',
  nationality: 'MC',
  guardianFname: 'Claire',
  guardianLname: 'Martin',
  guardianEmail: `claire.${s.subscriptionId}@example.org`,
  guardianPhone: `06${String(10_000_000 + s.subscriptionId)}`,
  instagramHandle: '',
  secondGuardianEmail: '',
  secondGuardianPhone: '',
  address: '12, boulevard des Moulins',
  addressComp: '',
  city: 'Monaco',
  zipCode: '98000',
  country: 'MC',
  shirtSizeId: 3,
  shortSizeId: 4,
  covidClause: true,
  privacyAccepted: true,
  ...overrides,
});

export { deliverMails } from '../../test/mail-delivery.js';

/** The link token in a mail's text. */
export const tokenInText = (text: string): string | undefined => /\/subscribe\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** The text of a PDF, read by a real reader (pdftotext from poppler-utils). */
export const pdfToText = (pdf: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
