import type { TFunction } from 'i18next';
import type { AuditEntryDto } from '@club/domain';

/** "Jean Dupont (jdupont)", the login alone for a deleted account, or null for the server's own jobs. */
export const actorName = (actor: AuditEntryDto['actor']): string | null => {
  if (actor === null) return null;
  const name = [actor.firstName, actor.lastName].filter((part) => part !== null && part !== '').join(' ');
  const login = actor.login ?? `#${actor.id}`;
  return name === '' ? login : `${name} (${login})`;
};

/** Details keeping an id the server could not name (a group deleted since). */
const ID_DETAILS: ReadonlySet<string> = new Set(['seasonId', 'groupId', 'memberId']);

/** Details that list codes, and where their words are. */
const CODE_LISTS: Readonly<Record<string, string>> = { roles: 'common:roles', fields: 'audit:fieldNames', filters: 'audit:filterNames' };

const textOf = (key: string, value: unknown, t: TFunction<['audit', 'common']>): string => {
  const list = CODE_LISTS[key];
  if (list !== undefined && Array.isArray(value)) {
    return value.map((code) => t(`${list}.${String(code)}`, { defaultValue: String(code) })).join(', ');
  }
  if (typeof value === 'boolean') return t(value ? 'audit:values.yes' : 'audit:values.no');
  if (ID_DETAILS.has(key) && typeof value === 'number') return t('audit:details.idValue', { id: value });
  return Array.isArray(value) ? value.map(String).join(', ') : String(value);
};

/**
 * Details in the page's language, « Rôles : Entraîneur · … » or "Roles: Coach · …": a field's
 * name, then its value with codes (roles, fields, filters) and yes/no in words.
 */
export const detailsText = (details: AuditEntryDto['details'], t: TFunction<['audit', 'common']>): string =>
  details === null
    ? ''
    : Object.entries(details)
        .map(([key, value]) =>
          t('audit:details.pair', { label: t(`audit:details.${key}`, { defaultValue: key }), value: textOf(key, value, t) }),
        )
        .join(' · ');
