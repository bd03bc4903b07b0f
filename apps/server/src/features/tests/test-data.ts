import type { TestCardDto } from '@club/domain';
import { MailSender } from '../../mail/sender.js';
import { smtpTransport } from '../../mail/transport.js';
import type { TestApp } from '../../test/harness.js';

/** Saturday 5 December 2026, 17:30 in Monaco: two weeks after the test clock's day. */
export const TEST_DATE = '2026-12-05T16:30:00.000Z';

export const validTest = (overrides: Record<string, unknown> = {}) => ({
  scheduledDateTime: TEST_DATE,
  capacity: 10,
  minBirthYear: 2013,
  maxBirthYear: 2016,
  selectedTypeId: 9,
  location: 'Stade Louis II',
  ...overrides,
});

let minutes = 0;

/** Creates a test through the API (each at its own time, so none clash) and returns its id. */
export const createTest = async (t: TestApp, headers: { authorization: string }, overrides: Record<string, unknown> = {}): Promise<number> => {
  minutes += 1;
  const scheduledDateTime = new Date(new Date(TEST_DATE).getTime() + minutes * 60_000).toISOString();
  const response = await t.call({ method: 'POST', url: '/api/test/', headers, payload: validTest({ scheduledDateTime, ...overrides }) });
  if (response.statusCode !== 201) throw new Error(`test creation failed: ${response.body}`);
  return response.json<{ id: number }>().id;
};

export const getTest = async (t: TestApp, headers: { authorization: string }, id: number): Promise<TestCardDto> =>
  (await t.call({ method: 'GET', url: `/api/test/${id}`, headers })).json<TestCardDto>();

export const assign = (t: TestApp, headers: { authorization: string }, testId: number, studentId: number, sendMail = false) =>
  t.call({ method: 'POST', url: '/api/test/student', headers, payload: { testId, studentId, sendMail } });

/** Sends the outbox once to a real SMTP server. */
export const deliverOutbox = (t: TestApp, smtpUrl: string) =>
  new MailSender({
    db: t.deps.db,
    dialect: t.deps.dialect,
    clock: t.clock,
    transport: smtpTransport(smtpUrl),
    from: t.deps.config.mailFrom,
    log: t.app.log,
    linkSeal: t.deps.outbox.linkSeal,
  }).runOnce();

export const outboxOf = (t: TestApp, kind: string) =>
  t.deps.db.selectFrom('mail_outbox').selectAll().where('kind', '=', kind).orderBy('id').execute();
