import type { AuditEntryDto } from '@club/domain';

/** "Jean Dupont (jdupont)", the login alone for a deleted account, or null for the server's own jobs. */
export const actorName = (actor: AuditEntryDto['actor']): string | null => {
  if (actor === null) return null;
  const name = [actor.firstName, actor.lastName].filter((part) => part !== null && part !== '').join(' ');
  const login = actor.login ?? `#${actor.id}`;
  return name === '' ? login : `${name} (${login})`;
};

/** Details as "key: value" pairs; they hold ids and counts only. */
export const detailPairs = (details: AuditEntryDto['details']): [string, string][] =>
  details === null
    ? []
    : Object.entries(details).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : String(value)]);
