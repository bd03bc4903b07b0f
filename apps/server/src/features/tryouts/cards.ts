import { compareNames, tryoutDateParts, type TryoutCardDto, type TryoutGroupDto } from '@club/domain';
import type { Language } from '../../lib/language.js';
import type { TryoutRow } from './repositories/tryouts.js';

/** A test's row as its card (docs/product.md#screen-tests): date and time in Monaco, the type in the request's language. */
export const toCard = (row: TryoutRow, groups: TryoutGroupDto[], lang: Language): TryoutCardDto => {
  const { date, time } = tryoutDateParts(row.scheduled_at);
  const assigned = Number(row.assigned ?? 0);
  const typeLabel = lang === 'en' ? row.type_label_en : row.type_label_fr;
  return {
    id: row.id,
    scheduledDateTime: row.scheduled_at,
    scheduledDate: date,
    scheduledTime: time,
    capacity: row.capacity,
    assigned,
    remaining: Math.max(0, row.capacity - assigned),
    minBirthYear: row.min_birth_year,
    maxBirthYear: row.max_birth_year,
    typeId: row.type_id,
    typeLabel,
    type: { id: row.type_id, label: typeLabel },
    location: row.location,
    completed: row.completed === 1,
    groups,
    version: row.version,
  };
};

/**
 * The usable groups keep their sections in the query's order (named sections first) and are put
 * in natural order inside each one, like the group screens (« U9 » before « U19 »).
 */
export const inNaturalOrder = <T extends { section_id: number; name: string }>(groups: readonly T[]): T[] => {
  const sectionRank = new Map<number, number>();
  for (const group of groups) if (!sectionRank.has(group.section_id)) sectionRank.set(group.section_id, sectionRank.size);
  return [...groups].sort((a, b) => sectionRank.get(a.section_id)! - sectionRank.get(b.section_id)! || compareNames(a.name, b.name));
};
