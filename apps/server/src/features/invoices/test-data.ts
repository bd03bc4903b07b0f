/** Test data for the invoice tests. Not used by the product code. */
import type { StaffMember, TestApp } from '../../test/harness.js';

export const CLUB_IBAN = 'FR7630006000011234567890189';

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
