import type { TryoutCardDto, TryoutCreatedDto } from '@club/domain';
import { systemIds } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';

/** Saturday 5 December 2026, 17:30 in Monaco: two weeks after the test clock's day. */
export const TRYOUT_DATE = '2026-12-05T16:30:00.000Z';
/** The test clock's first day, when the tests are planned (two weeks before them). */
export const PLANNING_DAY = '2026-11-21T10:00:00.000Z';
/** The day after every test: they have all taken place. */
export const DAY_AFTER = new Date(new Date(TRYOUT_DATE).getTime() + 24 * 3600_000).toISOString();

/** An admin signed in at this instant of the test clock (the clock stays there). */
export const adminAt = async (t: TestApp, at: string): Promise<StaffMember> => {
  t.clock.set(at);
  return t.staff(['ADMIN']);
};

/**
 * An app with an admin signed in on the planning day and another on the day after the tests
 * (access tokens last 15 minutes of the test clock); the clock is left on the planning day.
 */
export const createCompletionTestApp = async (): Promise<{ t: TestApp; admin: StaffMember; held: StaffMember; noneGroup: number }> => {
  const t = await createTestApp();
  const held = await adminAt(t, DAY_AFTER);
  const admin = await adminAt(t, PLANNING_DAY);
  return { t, admin, held, noneGroup: (await systemIds(t.deps.db)).noneGroup };
};

export const validTryout = (overrides: Record<string, unknown> = {}) => ({
  scheduledDateTime: TRYOUT_DATE,
  capacity: 10,
  minBirthYear: 2013,
  maxBirthYear: 2016,
  selectedTypeId: 9,
  location: 'Stade Louis II',
  ...overrides,
});

let minutes = 0;

/** Creates a test through the API (each at its own time, so none clash) and returns its id. */
export const createTryout = async (
  t: TestApp,
  headers: { authorization: string },
  overrides: Record<string, unknown> = {},
): Promise<number> => {
  minutes += 1;
  const scheduledDateTime = new Date(new Date(TRYOUT_DATE).getTime() + minutes * 60_000).toISOString();
  const response = await t.call({ method: 'POST', url: '/api/test/', headers, payload: validTryout({ scheduledDateTime, ...overrides }) });
  if (response.statusCode !== 201) throw new Error(`test creation failed: ${response.body}`);
  return response.json<TryoutCreatedDto>().id;
};

export const getTryout = async (t: TestApp, headers: { authorization: string }, id: number): Promise<TryoutCardDto> =>
  (await t.call({ method: 'GET', url: `/api/test/${id}`, headers })).json<TryoutCardDto>();

export const assign = (t: TestApp, headers: { authorization: string }, testId: number, studentId: number, sendMail = false) =>
  t.call({ method: 'POST', url: '/api/test/student', headers, payload: { testId, studentId, sendMail } });

export const outboxOf = (t: TestApp, kind: string) =>
  t.deps.db.selectFrom('mail_outbox').selectAll().where('kind', '=', kind).orderBy('id').execute();
