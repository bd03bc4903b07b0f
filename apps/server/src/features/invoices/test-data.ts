/** Test data for the invoice tests. Not used by the product code. */
import type { StaffMember, TestApp } from '../../test/harness.js';
import { createSubscription, type CreatedSubscription } from '../subscriptions/test-data.js';

export const CLUB_IBAN = 'FR7630006000011234567890189';

/** A season of its own, so that a test counts its invoices from 1. */
export const createSeason = async (t: TestApp, label: string): Promise<number> => {
  const start = Number(label.slice(0, 4));
  const row = await t.deps.db
    .insertInto('seasons')
    .values({ label, start_date: `${start}-09-01`, end_date: `${start + 1}-08-31`, is_current: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** A subscription whose payment staff recorded (by cheque on 12/09/2026 unless told otherwise). */
export const createPaidSubscription = async (
  t: TestApp,
  options: Parameters<typeof createSubscription>[1] & { method?: string | null; paidOn?: string } = {},
): Promise<CreatedSubscription> => {
  const s = await createSubscription(t, options);
  await t.deps.db
    .updateTable('subscriptions')
    .set({ payment: 1, payment_method: options.method === undefined ? 'CHEQUE' : options.method, paid_on: options.paidOn ?? '2026-09-12' })
    .where('id', '=', s.subscriptionId)
    .execute();
  return s;
};

/** The club's identity as an administrator saves it on the settings screen. */
export const saveClubIdentity = async (t: TestApp, admin: StaffMember, changes: Record<string, unknown>): Promise<void> => {
  const { version } = (await t.call({ method: 'GET', url: '/api/club', headers: admin.headers })).json<{ version: number }>();
  const response = await t.call({ method: 'PATCH', url: '/api/club', headers: admin.headers, payload: { version, ...changes } });
  if (response.statusCode !== 200) throw new Error(`club settings not saved: ${response.body}`);
};

/** The issued invoices of a season, by number. */
export const invoicesOfSeason = (t: TestApp, seasonId: number) =>
  t.deps.db
    .selectFrom('invoices')
    .select(['subscription_id', 'number', 'reference', 'payer_name', 'amount_cents'])
    .where('season_id', '=', seasonId)
    .orderBy('number')
    .execute();

export const lastNumberOf = async (t: TestApp, seasonId: number): Promise<number | undefined> => {
  const row = await t.deps.db.selectFrom('invoice_sequences').select('last_number').where('season_id', '=', seasonId).executeTakeFirst();
  return row === undefined ? undefined : Number(row.last_number);
};
