import { HEALTH_DOCUMENT_RULES, type HealthDocumentRule, type HealthRules } from '@club/domain/club';
import { compiledSingleRow } from '../../../db/compiled-query.js';
import type { Executor } from '../../../db/executor.js';

/** The settings row has this id, and no other row exists (migration 015). */
const SETTINGS_ID = 1;

const rulesQuery = (db: Executor) =>
  db
    .selectFrom('club_settings as c')
    .leftJoin('users as u', 'u.id', 'c.health_rules_updated_by')
    .select([
      'c.health_document',
      'c.certificate_valid_years',
      'c.reminder_offsets',
      'c.health_rules_version',
      'c.health_rules_updated_at',
      'u.login as updated_by_login',
    ])
    .where('c.id', '=', SETTINGS_ID);

export type HealthRulesRow = Awaited<ReturnType<ReturnType<typeof rulesQuery>['executeTakeFirstOrThrow']>>;

/** Compiled once per database: the family home and every health check read it. */
export const readHealthRulesRow: (db: Executor) => Promise<HealthRulesRow> = compiledSingleRow('The club settings row', rulesQuery);

const isRule = (value: string): value is HealthDocumentRule => (HEALTH_DOCUMENT_RULES as readonly string[]).includes(value);

/** The offsets column holds a JSON array of whole days; anything else reads as no reminder. */
const offsetsOf = (json: string): number[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v) && v > 0) : [];
};

export const healthRulesOf = (row: HealthRulesRow): HealthRules => ({
  healthDocument: isRule(row.health_document) ? row.health_document : 'CERTIFICATE',
  certificateValidYears: row.certificate_valid_years,
  reminderOffsetsDays: offsetsOf(row.reminder_offsets),
});

/** The rules the server applies now (docs/product.md#health-rules). */
export const readHealthRules = async (db: Executor): Promise<HealthRules> => healthRulesOf(await readHealthRulesRow(db));

/** Saves when the version still matches; false when someone saved in between. */
export const updateHealthRules = async (
  db: Executor,
  rules: HealthRules,
  change: { expectedVersion: number; at: string; actorId: number },
): Promise<boolean> => {
  const result = await db
    .updateTable('club_settings')
    .set((eb) => ({
      health_document: rules.healthDocument,
      certificate_valid_years: rules.certificateValidYears,
      reminder_offsets: JSON.stringify(rules.reminderOffsetsDays),
      health_rules_version: eb('health_rules_version', '+', 1),
      health_rules_updated_at: change.at,
      health_rules_updated_by: change.actorId,
    }))
    .where('id', '=', SETTINGS_ID)
    .where('health_rules_version', '=', change.expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};
