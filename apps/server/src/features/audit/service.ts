import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditAction, type AuditEntryDto, type AuditTarget, type Page } from '@club/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { countAuditRows, findGroupNames, findSeasonLabels, listAuditRows, type AuditFilter } from './repository.js';

const asAction = (value: string): AuditAction => {
  const found = AUDIT_ACTIONS.find((a) => a === value);
  if (found === undefined) throw new Error(`Unknown audit action ${value}`);
  return found;
};
const asTarget = (value: string): AuditTarget => {
  const found = AUDIT_TARGETS.find((a) => a === value);
  if (found === undefined) throw new Error(`Unknown audit target ${value}`);
  return found;
};

const parseDetails = (json: string | null): Record<string, unknown> | null => {
  if (json === null) return null;
  const value: unknown = JSON.parse(json);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
};

/** Ids the log keeps and the screen shows by name: the detail's key, and the key of its name. */
const NAMED_IDS = { seasonId: 'season', groupId: 'group' } as const;
type NamedId = keyof typeof NAMED_IDS;
const isNamedId = (key: string): key is NamedId => Object.hasOwn(NAMED_IDS, key);

const idsOf = (entries: readonly (Record<string, unknown> | null)[], key: NamedId): number[] => [
  ...new Set(
    entries.flatMap((details) => {
      const value = details?.[key];
      return typeof value === 'number' ? [value] : [];
    }),
  ),
];

/**
 * Details as the screen shows them: a season or a group by its name rather than its id (the
 * log keeps the id: a name changes). An id no longer found (a deleted group) stays an id.
 */
const withNames = (details: Record<string, unknown> | null, names: Record<NamedId, ReadonlyMap<number, string>>) =>
  details === null
    ? null
    : Object.fromEntries(
        Object.entries(details).map(([key, value]) => {
          if (!isNamedId(key) || typeof value !== 'number') return [key, value];
          const name = names[key].get(value);
          return name === undefined ? [key, value] : [NAMED_IDS[key], name];
        }),
      );

/** The audit log screen (admins): one page, newest first, optionally one action. */
export class AuditService {
  constructor(private readonly deps: { db: Kysely<DB> }) {}

  async list(filter: AuditFilter, page: number, pageSize: number): Promise<Page<AuditEntryDto>> {
    const [rows, total] = await Promise.all([
      listAuditRows(this.deps.db, filter, (page - 1) * pageSize, pageSize),
      countAuditRows(this.deps.db, filter),
    ]);
    const details = rows.map((row) => parseDetails(row.details));
    const [seasons, groups] = await Promise.all([
      findSeasonLabels(this.deps.db, idsOf(details, 'seasonId')),
      findGroupNames(this.deps.db, idsOf(details, 'groupId')),
    ]);
    const names = {
      seasonId: new Map(seasons.map((season) => [season.id, season.label])),
      groupId: new Map(groups.map((group) => [group.id, group.name])),
    };
    return {
      rows: rows.map((row, index) => ({
        id: row.id,
        at: row.created_at,
        actor:
          row.actor_id === null
            ? null
            : {
                id: row.actor_id,
                login: row.current_login ?? row.actor_login,
                firstName: row.actor_first_name,
                lastName: row.actor_last_name,
              },
        action: asAction(row.action),
        targetType: asTarget(row.target_type),
        targetId: row.target_id,
        details: withNames(details[index] ?? null, names),
      })),
      total,
      page,
      pageSize,
    };
  }
}
