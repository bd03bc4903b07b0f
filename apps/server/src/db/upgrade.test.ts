import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../test/harness.js';
import { openTestDatabase } from '../test/test-database.js';

/**
 * Upgrades a database made by an earlier version (the demo club at migration 006, with mails
 * sent, forms submitted and attendance taken, see upgrade-fixture/README.md) to the latest
 * schema, then reads it through the API: every record is still there and reads the same.
 * Every new migration must keep this file green (docs/operations.md#upgrades).
 */
const FIXTURE = join(import.meta.dirname, 'upgrade-fixture');
const answers = JSON.parse(readFileSync(join(FIXTURE, 'demo-club-006.answers.json'), 'utf8')) as Answers;

interface Answers {
  subscriptionList: { rows: Record<string, unknown>[]; total: number };
  details: Record<string, Record<string, unknown>>;
  exports: Record<string, Record<string, unknown>>;
  outbox: Record<string, unknown>[];
  groups: Record<string, unknown>[];
  sessions: { startDate: number; endDate: number; answer: Record<string, unknown>[] };
}

/** Tables whose every row must survive an upgrade. */
const KEPT_TABLES = [
  'members',
  'guardians',
  'subscriptions',
  'subscription_state_changes',
  'attendances',
  'training_sessions',
  'mail_outbox',
  'tests',
  'test_members',
  'groups',
  'users',
] as const;

/**
 * The part of `actual` that has the shape of `expected`: fields added by later versions are
 * left out, so the comparison fails only on what was there before and changed or vanished.
 */
const shapedLike = (expected: unknown, actual: unknown): unknown => {
  if (Array.isArray(expected) && Array.isArray(actual)) return actual.map((item, i) => shapedLike(expected[i], item));
  if (expected !== null && typeof expected === 'object' && actual !== null && typeof actual === 'object') {
    const source = actual as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(expected).map((key) => [key, shapedLike((expected as Record<string, unknown>)[key], source[key])]),
    );
  }
  return actual;
};

/** Derived from today's date, not stored: a member may have come of age since the fixture was made. */
const withoutDerived = ({ requiredDocuments: _derived, ...detail }: Record<string, unknown>) => detail;

/**
 * Members of the fixture who are adults without a guardian (officials and adult swimmers). The
 * version that made the fixture flagged them as a problem; an adult is their own contact and
 * needs no guardian, so the problem flag is now false for them, and only for them.
 */
const ADULTS_WITHOUT_GUARDIAN = new Set([50, 51, 52, 53, 54, 113, 150]);
const withProblemOfToday = <T extends Record<string, unknown>>(answer: T, memberId: number): T =>
  ADULTS_WITHOUT_GUARDIAN.has(memberId) ? { ...answer, problem: false } : answer;

describe('upgrading a database made by an earlier version', () => {
  let t: TestApp;
  let admin: StaffMember;
  let folder: string | undefined;
  const countsBefore: Record<string, number> = {};
  let acceptancesBefore = 0;

  beforeAll(async () => {
    const postgres = (process.env.TEST_DATABASE_URL ?? '') !== '';
    const sqliteFile = postgres ? undefined : join((folder = mkdtempSync(join(tmpdir(), 'club-upgrade-'))), 'club.sqlite');
    if (sqliteFile !== undefined) copyFileSync(join(FIXTURE, 'demo-club-006.sqlite'), sqliteFile);
    t = await createTestApp({
      openDatabase: async () => {
        const opened = await openTestDatabase(
          postgres ? { postgresDump: readFileSync(join(FIXTURE, 'demo-club-006.pg.sql'), 'utf8') } : { sqliteFile },
        );
        // Counted on the old schema, before createTestApp migrates it.
        for (const table of KEPT_TABLES) {
          const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(opened.database.db);
          countsBefore[table] = Number(rows[0]?.n);
        }
        const { rows } = await sql<{ n: number }>`select count(*) as n from subscriptions where privacy_version is not null`.execute(
          opened.database.db,
        );
        acceptancesBefore = Number(rows[0]?.n);
        return opened;
      },
    });
    admin = await t.staff(['ADMIN']);
  });
  afterAll(async () => {
    await t.close();
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const response = await t.call({ method: 'GET', url, headers: admin.headers });
    expect(response.statusCode, url).toBe(200);
    return response.json<unknown>();
  };

  it('keeps every row of the tables people filled', async () => {
    expect(countsBefore.members).toBe(150);
    expect(countsBefore.mail_outbox).toBeGreaterThan(0);
    for (const table of KEPT_TABLES) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.deps.db);
      // The test's own admin is one more user.
      expect(Number(rows[0]?.n), table).toBe(countsBefore[table]! + (table === 'users' ? 1 : 0));
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n from subscriptions where privacy_version is not null`.execute(t.deps.db);
    expect(acceptancesBefore).toBeGreaterThan(0);
    expect(Number(rows[0]?.n)).toBe(acceptancesBefore);
  });

  it('lists the same subscriptions', async () => {
    const list = (await get('/api/subscription/?page=1&pageSize=200')) as Answers['subscriptionList'];
    expect(list.total).toBe(answers.subscriptionList.total);
    const expected = answers.subscriptionList.rows.map((row) => withProblemOfToday(row, Number(row.studentId)));
    expect(shapedLike(expected, list.rows)).toEqual(expected);
  });

  it('shows each subscription, its guardian and its state history as before', async () => {
    for (const [memberId, answer] of Object.entries(answers.details)) {
      const detail = withoutDerived((await get(`/api/subscription/student/${memberId}`)) as Record<string, unknown>);
      const expected = withProblemOfToday(withoutDerived(answer), Number(memberId));
      expect(shapedLike(expected, detail), `member ${memberId}`).toEqual(expected);
    }
  });

  it('exports the same personal data: acceptance, attendance, tests and mails', async () => {
    for (const [memberId, expected] of Object.entries(answers.exports)) {
      const exported = (await get(`/api/privacy/member/${memberId}/export`)) as Record<string, unknown> & {
        mails: Record<string, unknown>[];
      };
      expect(shapedLike(expected, { ...exported, exportedAt: undefined }), `member ${memberId}`).toEqual(expected);
    }
  });

  it('lists the same mails, groups and training sessions', async () => {
    const outbox = (await get('/api/mail/outbox')) as { rows: Record<string, unknown>[] };
    expect(shapedLike(answers.outbox, outbox.rows)).toEqual(answers.outbox);
    // Groups are now listed in natural order (U9 before U19, accents folded); what must survive
    // the upgrade is each group's data, so both lists are compared in id order.
    const byId = (groups: unknown) => [...(groups as { id: number }[])].sort((a, b) => a.id - b.id);
    const expectedGroups = byId(answers.groups);
    expect(shapedLike(expectedGroups, byId(await get('/api/group/')))).toEqual(expectedGroups);
    const { startDate, endDate, answer } = answers.sessions;
    expect(shapedLike(answer, await get(`/api/session?startDate=${startDate}&endDate=${endDate}&login=false`))).toEqual(answer);
  });
});
