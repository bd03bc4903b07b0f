import type { HealthRulesDto } from '@club/domain/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../test/audit.js';
import { buildGuardian, buildMember } from '../../../test/factories/index.js';
import { createStaffTestApp, type StaffTestApp } from '../../../test/staff-app.js';
import { signInFamily, type SignedInFamily } from '../../family/test-data.js';

const URL = '/api/club/health-rules';

/** The club's health rules, as its admins read and save them (docs/product.md#health-rules). */
describe('GET and PUT /api/club/health-rules', () => {
  let s: StaffTestApp;
  let family: SignedInFamily;

  beforeAll(async () => {
    s = await createStaffTestApp();
    await buildMember(s.t.deps.db, { guardianId: await buildGuardian(s.t.deps.db, { email: 'rules.family@example.org' }) });
    family = await signInFamily(s.t, 'rules.family@example.org');
  });
  afterAll(() => s.t.close());

  const read = () => s.t.call({ method: 'GET', url: URL, headers: s.admin.headers });
  const current = async () => (await read()).json<HealthRulesDto>();
  const put = (payload: Record<string, unknown>, headers: Record<string, string> = s.admin.headers) =>
    s.t.call({ method: 'PUT', url: URL, headers, payload });

  it('answers the defaults before any admin saved them', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toEqual({
      healthDocument: 'CERTIFICATE',
      certificateValidYears: 1,
      reminderOffsetsDays: [7, 21],
      version: 1,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('saves the rules, offsets sorted without repeats, names who saved, and audits the new values', async () => {
    const { version } = await current();
    s.t.clock.advance(60_000);
    const response = await put({
      healthDocument: 'QUESTIONNAIRE_FOR_MINORS',
      certificateValidYears: 3,
      reminderOffsetsDays: [30, 3, 30, 10],
      version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected: HealthRulesDto = {
      healthDocument: 'QUESTIONNAIRE_FOR_MINORS',
      certificateValidYears: 3,
      reminderOffsetsDays: [3, 10, 30],
      version: version + 1,
      updatedAt: s.t.clock.now().toISOString(),
      updatedBy: s.admin.login,
    };
    expect(response.json()).toEqual(expected);
    expect(await current()).toEqual(expected);
    const [entry] = await auditEntries(s.t, s.admin, 'HEALTH_RULES_UPDATED');
    expect(entry).toMatchObject({
      actor: { id: s.admin.id },
      targetType: 'CLUB',
      details: { healthDocument: 'QUESTIONNAIRE_FOR_MINORS', certificateValidYears: 3, reminderOffsetsDays: [3, 10, 30] },
    });

    // An empty list turns the automatic reminders off.
    const off = await put({ healthDocument: 'CERTIFICATE', certificateValidYears: 1, reminderOffsetsDays: [], version: version + 1 });
    expect(off.json<HealthRulesDto>()).toMatchObject({ healthDocument: 'CERTIFICATE', reminderOffsetsDays: [], version: version + 2 });
  });

  it('leaves the identity form’s version alone', async () => {
    const before = (await s.t.call({ method: 'GET', url: '/api/club', headers: s.admin.headers })).json<{ version: number }>().version;
    const { version } = await current();
    expect((await put({ healthDocument: 'CERTIFICATE', certificateValidYears: 2, reminderOffsetsDays: [7], version })).statusCode).toBe(
      200,
    );
    const after = (await s.t.call({ method: 'GET', url: '/api/club', headers: s.admin.headers })).json<{ version: number }>().version;
    expect(after).toBe(before);
  });

  it('refuses invalid values field by field, saving nothing', async () => {
    const before = await current();
    const response = await put({
      healthDocument: 'NOTHING',
      certificateValidYears: 4,
      reminderOffsetsDays: [0, 200],
      version: before.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      fields: {
        healthDocument: 'HEALTH_DOCUMENT_ERROR',
        certificateValidYears: 'CERTIFICATE_VALID_YEARS_ERROR',
      },
    });
    const fields = Object.keys(response.json<{ fields: Record<string, string> }>().fields);
    expect(fields.some((field) => field.startsWith('reminderOffsetsDays'))).toBe(true);
    const tooMany = await put({ ...before, reminderOffsetsDays: [1, 2, 3, 4, 5, 6] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ fields: { reminderOffsetsDays: 'REMINDER_OFFSETS_ERROR' } });
    const noVersion = await put({ healthDocument: 'CERTIFICATE', certificateValidYears: 1, reminderOffsetsDays: [] });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json()).toMatchObject({ fields: { version: expect.any(String) } });
    expect(await current()).toEqual(before);
  });

  it('answers 409 to a save over an older version, and keeps the newer one', async () => {
    const { version } = await current();
    expect((await put({ healthDocument: 'CERTIFICATE', certificateValidYears: 2, reminderOffsetsDays: [5], version })).statusCode).toBe(
      200,
    );
    const stale = await put({ healthDocument: 'QUESTIONNAIRE_FOR_MINORS', certificateValidYears: 1, reminderOffsetsDays: [9], version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await current()).toMatchObject({ healthDocument: 'CERTIFICATE', certificateValidYears: 2, reminderOffsetsDays: [5] });
  });

  it('lets exactly one of two saves carrying the same version through, and audits that one only', async () => {
    const { version } = await current();
    const audited = (await auditEntries(s.t, s.admin, 'HEALTH_RULES_UPDATED')).length;
    const answers = await Promise.all([
      put({ healthDocument: 'CERTIFICATE', certificateValidYears: 1, reminderOffsetsDays: [1], version }),
      put({ healthDocument: 'QUESTIONNAIRE_FOR_MINORS', certificateValidYears: 3, reminderOffsetsDays: [2], version }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<HealthRulesDto>();
    expect(await current()).toEqual(winner);
    expect(winner.version).toBe(version + 1);
    expect((await auditEntries(s.t, s.admin, 'HEALTH_RULES_UPDATED')).length).toBe(audited + 1);
  });

  it('leaves the rules to admins: coaches and section managers 403, families and anonymous callers 401', async () => {
    const before = await current();
    const payload = {
      healthDocument: 'QUESTIONNAIRE_FOR_MINORS',
      certificateValidYears: 3,
      reminderOffsetsDays: [],
      version: before.version,
    };
    for (const who of [s.coach, s.manager]) {
      expect((await s.t.call({ method: 'GET', url: URL, headers: who.headers })).statusCode).toBe(403);
      expect((await put(payload, who.headers)).statusCode).toBe(403);
    }
    for (const headers of [family.headers, {}]) {
      expect((await s.t.call({ method: 'GET', url: URL, headers })).statusCode).toBe(401);
      expect((await put(payload, headers)).statusCode).toBe(401);
    }
    expect(await current()).toEqual(before);
  });
});
