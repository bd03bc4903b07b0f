import type { FeeSettingsDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../test/audit.js';
import { buildGuardian, buildMember } from '../../../test/factories/index.js';
import { createStaffTestApp, type StaffTestApp } from '../../../test/staff-app.js';
import { signInFamily, type SignedInFamily } from '../../family/test-data.js';

const URL = '/api/club/fees';

/** The club's fee settings, as its admins read and save them (docs/product.md#fees-and-payments). */
describe('GET and PUT /api/club/fees', () => {
  let s: StaffTestApp;
  let family: SignedInFamily;

  beforeAll(async () => {
    s = await createStaffTestApp();
    await buildMember(s.t.deps.db, { guardianId: await buildGuardian(s.t.deps.db, { email: 'fees.family@example.org' }) });
    family = await signInFamily(s.t, 'fees.family@example.org');
  });
  afterAll(() => s.t.close());

  const read = () => s.t.call({ method: 'GET', url: URL, headers: s.admin.headers });
  const current = async () => (await read()).json<FeeSettingsDto>();
  const put = (payload: Record<string, unknown>, headers: Record<string, string> = s.admin.headers) =>
    s.t.call({ method: 'PUT', url: URL, headers, payload });
  const settings = (version: number, change: Record<string, unknown> = {}) => ({
    licenceFeeCents: 4550,
    familyDiscounts: [{ fromRank: 2, percent: 10 }],
    discountRankRule: 'PRICE_DESC',
    paymentTickRule: 'BALANCE_ZERO',
    overdueReminderOffsetsDays: [],
    version,
    ...change,
  });

  it('answers the defaults before any admin saved them: no licence fee, no discount, the dearest first', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toEqual({
      licenceFeeCents: 0,
      familyDiscounts: [],
      discountRankRule: 'PRICE_DESC',
      paymentTickRule: 'BALANCE_ZERO',
      overdueReminderOffsetsDays: [],
      version: 1,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('saves the settings, tiers sorted by rank, names who saved, and audits the new values', async () => {
    const { version } = await current();
    s.t.clock.advance(60_000);
    const response = await put({
      licenceFeeCents: 4550,
      familyDiscounts: [
        { fromRank: 4, percent: 30 },
        { fromRank: 2, percent: 10 },
        { fromRank: 3, percent: 20 },
      ],
      discountRankRule: 'BIRTH_ASC',
      paymentTickRule: 'FIRST_INSTALMENT',
      overdueReminderOffsetsDays: [10, 3, 3],
      version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected: FeeSettingsDto = {
      licenceFeeCents: 4550,
      familyDiscounts: [
        { fromRank: 2, percent: 10 },
        { fromRank: 3, percent: 20 },
        { fromRank: 4, percent: 30 },
      ],
      discountRankRule: 'BIRTH_ASC',
      paymentTickRule: 'FIRST_INSTALMENT',
      overdueReminderOffsetsDays: [3, 10],
      version: version + 1,
      updatedAt: s.t.clock.now().toISOString(),
      updatedBy: s.admin.login,
    };
    expect(response.json()).toEqual(expected);
    expect(await current()).toEqual(expected);
    const [entry] = await auditEntries(s.t, s.admin, 'FEE_SETTINGS_UPDATED');
    expect(entry).toMatchObject({
      actor: { id: s.admin.id },
      targetType: 'CLUB',
      details: {
        licenceFeeCents: 4550,
        familyDiscounts: ['2:10', '3:20', '4:30'],
        discountRankRule: 'BIRTH_ASC',
        paymentTickRule: 'FIRST_INSTALMENT',
        overdueReminderOffsetsDays: [3, 10],
      },
    });

    // No tier turns the family discount off; a licence of 0 adds nothing.
    const off = await put(settings(version + 1, { licenceFeeCents: 0, familyDiscounts: [] }));
    expect(off.json<FeeSettingsDto>()).toMatchObject({
      licenceFeeCents: 0,
      familyDiscounts: [],
      paymentTickRule: 'BALANCE_ZERO',
      overdueReminderOffsetsDays: [],
      version: version + 2,
    });
  });

  it('leaves the identity form’s and the health rules’ versions alone', async () => {
    const versionOf = async (url: string) =>
      (await s.t.call({ method: 'GET', url, headers: s.admin.headers })).json<{ version: number }>().version;
    const before = [await versionOf('/api/club'), await versionOf('/api/club/health-rules')];
    expect((await put(settings((await current()).version))).statusCode).toBe(200);
    expect([await versionOf('/api/club'), await versionOf('/api/club/health-rules')]).toEqual(before);
  });

  it.each([
    ['a negative licence fee', { licenceFeeCents: -1 }, 'licenceFeeCents', 'LICENCE_FEE_ERROR'],
    ['a licence fee in a fraction of a cent', { licenceFeeCents: 45.5 }, 'licenceFeeCents', 'LICENCE_FEE_ERROR'],
    ['a discount of 0 %', { familyDiscounts: [{ fromRank: 2, percent: 0 }] }, 'familyDiscounts.0.percent', 'DISCOUNT_TIERS_ERROR'],
    ['a discount of 101 %', { familyDiscounts: [{ fromRank: 2, percent: 101 }] }, 'familyDiscounts.0.percent', 'DISCOUNT_TIERS_ERROR'],
    [
      'a tier from the first child',
      { familyDiscounts: [{ fromRank: 1, percent: 10 }] },
      'familyDiscounts.0.fromRank',
      'DISCOUNT_TIERS_ERROR',
    ],
    [
      'two tiers from the same rank',
      {
        familyDiscounts: [
          { fromRank: 2, percent: 10 },
          { fromRank: 2, percent: 20 },
        ],
      },
      'familyDiscounts',
      'DISCOUNT_TIERS_ERROR',
    ],
    [
      'six tiers',
      { familyDiscounts: [2, 3, 4, 5, 6, 7].map((fromRank) => ({ fromRank, percent: 10 })) },
      'familyDiscounts',
      'DISCOUNT_TIERS_ERROR',
    ],
    ['an unknown ranking rule', { discountRankRule: 'YOUNGEST_FIRST' }, 'discountRankRule', 'DISCOUNT_RANK_RULE_ERROR'],
    ['an unknown tick rule', { paymentTickRule: 'HALF_PAID' }, 'paymentTickRule', 'PAYMENT_TICK_RULE_ERROR'],
    [
      'an overdue reminder on the due day',
      { overdueReminderOffsetsDays: [0] },
      'overdueReminderOffsetsDays.0',
      'OVERDUE_REMINDER_OFFSETS_ERROR',
    ],
    [
      'an overdue reminder 91 days late',
      { overdueReminderOffsetsDays: [3, 91] },
      'overdueReminderOffsetsDays.1',
      'OVERDUE_REMINDER_OFFSETS_ERROR',
    ],
    [
      'six overdue reminders',
      { overdueReminderOffsetsDays: [1, 2, 3, 4, 5, 6] },
      'overdueReminderOffsetsDays',
      'OVERDUE_REMINDER_OFFSETS_ERROR',
    ],
  ])('refuses %s field by field, saving nothing', async (_, change, field, message) => {
    const before = await current();
    const response = await put(settings(before.version, change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { [field]: message } });
    expect(await current()).toEqual(before);
  });

  it('refuses a save without the version read', async () => {
    const before = await current();
    const { version: _, ...withoutVersion } = settings(before.version);
    const response = await put(withoutVersion);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { version: expect.any(String) } });
    expect(await current()).toEqual(before);
  });

  it('answers 409 to a save over an older version, and keeps the newer one', async () => {
    const { version } = await current();
    expect((await put(settings(version, { licenceFeeCents: 3000 }))).statusCode).toBe(200);
    const stale = await put(settings(version, { licenceFeeCents: 9900 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await current()).toMatchObject({ licenceFeeCents: 3000, version: version + 1 });
  });

  it('lets exactly one of two saves carrying the same version through, and audits that one only', async () => {
    const { version } = await current();
    const audited = (await auditEntries(s.t, s.admin, 'FEE_SETTINGS_UPDATED')).length;
    const answers = await Promise.all([
      put(settings(version, { licenceFeeCents: 1000, discountRankRule: 'PRICE_DESC' })),
      put(settings(version, { licenceFeeCents: 2000, discountRankRule: 'BIRTH_ASC' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<FeeSettingsDto>();
    expect(await current()).toEqual(winner);
    expect(winner.version).toBe(version + 1);
    expect((await auditEntries(s.t, s.admin, 'FEE_SETTINGS_UPDATED')).length).toBe(audited + 1);
  });

  it('leaves the settings to admins: coaches and section managers 403, families and anonymous callers 401', async () => {
    const before = await current();
    const payload = settings(before.version, { licenceFeeCents: 100 });
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
