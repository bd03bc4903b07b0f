import { randomBytes } from 'node:crypto';
import { UPLOADABLE_ITEMS } from '@club/domain';
import type { Kysely } from 'kysely';
import { hashToken } from '../src/auth/tokens.js';
import type { DB } from '../src/db/types.js';
import { chunks } from '../src/db/system-records.js';
import { insertFamilyLinks } from '../src/features/family/repositories/links.js';
import { cameraJpeg, smallPdf } from '../src/features/uploads/test-data.js';
import type { Clock } from '../src/lib/clock.js';
import { openFamilySession } from './prepare.js';
import type { BenchFixtures } from './seed.js';

/** Families signed in for the absences (many families, as in a real week) and for the uploads. */
const ABSENCE_FAMILIES = 100;
const UPLOAD_MIN_PAIRS = 8;
/** Files of one kind a child may have waiting for the club's check (a fourth answers 409); one is sent by \`prepareWrites\`. */
export const UPLOADS_WAITING_PER_KIND = 3;
/** Addresses tried for the uploads: a family whose checklist is complete takes no document. */
const UPLOAD_CANDIDATES = 60;
/** Absences already reported, for the withdrawals. */
const WITHDRAWALS_PER_FAMILY = 60;
/** Sign-in links for the session scenario, and test assignments kept for the removal one. */
const MAX_LINKS = 20_000;
const MAX_UNASSIGNMENTS = 5_000;
const MAX_MERGES = 20_000;
/** Subscriptions paid in full before the refunds, each refunded a cent at a time. */
const REFUNDED = 200;
/** What each of them is paid before: a thousand refunds of a cent. */
export const REFUNDED_CENTS = 1000;
const DAY_MS = 86_400_000;

/** A family of the club, by the address its space is opened with. */
export interface BenchFamily {
  emailKey: string;
  memberId: number;
  /** A sign-in link of its own, to open its session once the server runs. */
  linkToken: string;
}

/** What the write scenarios need besides BenchFixtures, read or set up in the database before the server starts. */
export interface WriteFixtures {
  /** Guardians' addresses, each asking for a sign-in link once. */
  signInEmails: string[];
  /** Sign-in links, each exchanged for a session once. */
  linkTokens: string[];
  absenceFamilies: BenchFamily[];
  /** Candidates for the uploads: `prepareWrites` keeps those whose checklist takes a document. */
  uploadFamilies: BenchFamily[];
  /** Absences reported and still live, by the index of their family in `absenceFamilies`. */
  withdrawals: { family: number; absenceId: number }[];
  /** The season's subscriptions, each paid once. */
  payments: number[];
  /** Subscriptions paid before the run (by `prepareWrites`), refunded a cent at a time. */
  refunds: number[];
  /** Recorded sessions a phone's queued sheet meets: the group, the slot's date as stored, members of the group. */
  merges: { groupId: number; date: string; studentIds: number[] }[];
  /** Members whose contact the admin edits, once each. */
  contacts: number[];
  /** Test assignments made before the run, each removed once. */
  unassignments: { testId: number; studentId: number }[];
}

/** Once the server runs: the families' session cookies (the Cookie header). */
export interface WriteContext {
  absenceCookies: string[];
  /** Families uploading: their cookie, their child and a document kind its checklist takes. */
  uploads: { cookie: string; memberId: number; kind: string }[];
}

/**
 * Reads the write scenarios' targets from the seeded club and sets up those a write needs to
 * exist first: sign-in links (kept hashed, as the family feature stores them), live absences to
 * withdraw, test assignments to remove. The removed assignments are taken off the end of
 * `fixtures.assignments`, which the assignment scenario then leaves alone.
 */
export const seedWrites = async (db: Kysely<DB>, clock: Clock, fixtures: BenchFixtures): Promise<WriteFixtures> => {
  const now = clock.now();
  const season = await db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow();
  const subscribed = await db
    .selectFrom('subscriptions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .innerJoin('guardians as g', 'g.id', 'm.guardian_id')
    .select(['s.id as subscriptionId', 's.state', 'm.id as memberId', 'g.email_key as emailKey'])
    .where('s.season_id', '=', season.id)
    .where('m.left_at', 'is', null)
    .orderBy('s.id')
    .execute();
  const family = fixtures.family.subscriptionId;
  const submitted = new Set(fixtures.submits.map((s) => s.subscriptionId));
  // One member per address: the families whose space shows a child of this season.
  const byAddress = new Map<string, { emailKey: string; memberId: number }>();
  for (const row of subscribed) {
    if (row.emailKey === null || row.state === 'SCHEDULED' || row.subscriptionId === family || byAddress.has(row.emailKey)) continue;
    byAddress.set(row.emailKey, { emailKey: row.emailKey, memberId: row.memberId });
  }
  const addresses = [...byAddress.values()];
  const familiesFrom = (list: typeof addresses): BenchFamily[] =>
    list.map((f) => ({ ...f, linkToken: randomBytes(24).toString('base64url') }));
  const absenceFamilies = familiesFrom(addresses.slice(0, ABSENCE_FAMILIES));
  const uploadFamilies = familiesFrom(addresses.slice(ABSENCE_FAMILIES, ABSENCE_FAMILIES + UPLOAD_CANDIDATES));
  const linkTokens = Array.from({ length: Math.min(MAX_LINKS, Math.max(2_000, addresses.length)) }, () =>
    randomBytes(24).toString('base64url'),
  );
  const expiresAt = new Date(now.getTime() + DAY_MS).toISOString();
  const links = [
    ...[...absenceFamilies, ...uploadFamilies].map((f) => ({ token: f.linkToken, emailKey: f.emailKey })),
    ...linkTokens.map((token, i) => ({ token, emailKey: addresses[i % addresses.length]!.emailKey })),
  ];
  for (const part of chunks(links, 500)) {
    await insertFamilyLinks(
      db,
      part.map((l) => ({ hash: hashToken(l.token), emailKey: l.emailKey, createdAt: now.toISOString(), expiresAt })),
    );
  }

  // Live absences of the absence families' children, a day of their own each, from tomorrow on.
  const absenceRows = absenceFamilies.flatMap((f, family) =>
    Array.from({ length: WITHDRAWALS_PER_FAMILY }, (_, k) => {
      const day = new Date(now.getTime() + (k + 1) * DAY_MS).toISOString().slice(0, 10);
      return {
        family,
        row: {
          member_id: f.memberId,
          from_day: day,
          to_day: day,
          planned_session_id: null,
          reason: null,
          source: 'FAMILY' as const,
          created_at: now.toISOString(),
          withdrawn_at: null,
        },
      };
    }),
  );
  const withdrawals: WriteFixtures['withdrawals'] = [];
  for (const part of chunks(absenceRows, 500)) {
    const ids = await db
      .insertInto('absences')
      .values(part.map((a) => a.row))
      .returning('id')
      .execute();
    ids.forEach((row, i) => withdrawals.push({ family: part[i]!.family, absenceId: row.id }));
  }
  // Interleaved by family, as many families withdrawing at once.
  withdrawals.sort((a, b) => (a.absenceId % WITHDRAWALS_PER_FAMILY) - (b.absenceId % WITHDRAWALS_PER_FAMILY) || a.family - b.family);

  // Assignments to remove: the last ones the assignment scenario would make, made now.
  const kept = Math.min(MAX_UNASSIGNMENTS, Math.floor(fixtures.assignments.length / 2));
  const unassignments = fixtures.assignments.splice(fixtures.assignments.length - kept, kept);
  for (const part of chunks(unassignments, 500)) {
    await db
      .insertInto('test_members')
      .values(
        part.map((a) => ({ test_id: a.testId, member_id: a.studentId, result_group_id: null, failed: 0, assigned_at: now.toISOString() })),
      )
      .execute();
  }

  // Recorded sessions of the season, most recent first, each met by a queued sheet of its group's members.
  const sheetOf = new Map(fixtures.sheets.map((s) => [s.groupId, s.studentIds]));
  const sessions = await db
    .selectFrom('training_sessions')
    .select(['group_id', 'date'])
    .where('sub_group_id', 'is', null)
    .where('date', '<', now.toISOString())
    .orderBy('date', 'desc')
    .orderBy('id')
    .limit(MAX_MERGES)
    .execute();
  const merges = sessions.flatMap((s) => {
    const studentIds = sheetOf.get(s.group_id);
    return studentIds === undefined || studentIds.length === 0 ? [] : [{ groupId: s.group_id, date: s.date, studentIds }];
  });

  const payable = subscribed.filter((s) => s.state !== 'SCHEDULED' && s.subscriptionId !== family && !submitted.has(s.subscriptionId));
  const members = await db.selectFrom('members').select('id').where('left_at', 'is', null).orderBy('id').execute();
  return {
    signInEmails: addresses.map((a) => a.emailKey),
    linkTokens,
    absenceFamilies,
    uploadFamilies,
    withdrawals,
    refunds: payable.slice(0, REFUNDED).map((s) => s.subscriptionId),
    payments: payable.slice(REFUNDED).map((s) => s.subscriptionId),
    merges,
    contacts: members.map((m) => m.id),
    unassignments,
  };
};

/** A multipart/form-data body as a browser sends a file input's form: the kind, then the file. */
export const multipartBody = (
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer },
  boundary = `----ClubBench${randomBytes(12).toString('hex')}`,
): { body: Buffer; contentType: string } => {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

/** The two 5 MB files a family sends: a 10-megapixel phone photo and a PDF of the same weight. */
export const uploadFiles = async (): Promise<{ photo: Buffer; pdf: Buffer }> => {
  // 2800×3750 with noise: about 5 MB (bench/uploads.ts).
  const photo = await cameraJpeg(2800, 3750);
  const pdf = Buffer.concat([smallPdf(), Buffer.alloc(photo.length - smallPdf().length, 0x20)]);
  return { photo, pdf };
};

/**
 * Through the running server, before the writes: opens the families' sessions, finds the
 * document kind each upload family's checklist takes (one small PDF each), and pays the
 * refunded subscriptions in full.
 */
export const prepareWrites = async (
  baseUrl: string,
  writes: WriteFixtures,
  authorization: string,
  today: string,
): Promise<WriteContext> => {
  const absenceCookies: string[] = [];
  for (const family of writes.absenceFamilies) absenceCookies.push(await openFamilySession(baseUrl, family.linkToken));
  // Every document kind each family's checklist takes: a kind holds UPLOADS_WAITING_PER_KIND files waiting for the club's check.
  const uploads: WriteContext['uploads'] = [];
  for (const family of writes.uploadFamilies) {
    const cookie = await openFamilySession(baseUrl, family.linkToken);
    for (const kind of UPLOADABLE_ITEMS) {
      const { body, contentType } = multipartBody({ kind }, { name: 'scan.pdf', type: 'application/pdf', bytes: smallPdf() });
      const response = await fetch(`${baseUrl}/api/family/members/${family.memberId}/documents`, {
        method: 'POST',
        headers: { cookie, 'content-type': contentType },
        body,
      });
      await response.arrayBuffer();
      if (response.status === 201) uploads.push({ cookie, memberId: family.memberId, kind });
    }
  }
  if (uploads.length < 2 * UPLOAD_MIN_PAIRS)
    throw new Error(`Only ${uploads.length} documents could be uploaded by ${writes.uploadFamilies.length} families`);
  for (const subscriptionId of writes.refunds) {
    const response = await fetch(`${baseUrl}/api/payment/`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        allocations: [{ subscriptionId, amountCents: REFUNDED_CENTS }],
        method: 'TRANSFER',
        reference: `VIR ${subscriptionId}`,
        paidOn: today,
      }),
    });
    const text = await response.text();
    if (response.status !== 201)
      throw new Error(`Paying subscription ${subscriptionId} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return { absenceCookies, uploads };
};
