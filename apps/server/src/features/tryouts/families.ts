import { isMinorOnDay, localDayOf } from '@club/domain';
import { addressesAbout } from './mails.js';
import type { ParticipantRow } from './repositories/participants.js';

export interface Family {
  /** The family's addresses, as the first of its children gives them. */
  to: string[];
  /** Its children among the rows, in the rows' order. */
  rows: ParticipantRow[];
}

/**
 * The rows shared out by family: children written to at the same addresses are one family and
 * get one mail naming them all; no mail ever holds another family's address. Children nobody
 * can be written to are counted apart.
 */
export const byFamily = (rows: readonly ParticipantRow[], today: Date): { families: Family[]; unreachable: number } => {
  const families = new Map<string, Family>();
  let unreachable = 0;
  // Minor or not on the club's day, by comparing birth dates as text: a test has hundreds of
  // participants, and counting each one's years with dates cost most of the request (docs/bench.md).
  const day = localDayOf(today).day;
  for (const row of rows) {
    const to = addressesAbout(row, isMinorOnDay(row.birth_date, day));
    if (to.length === 0) {
      unreachable += 1;
      continue;
    }
    const key = to
      .map((a) => a.toLowerCase())
      .sort()
      .join(',');
    const family = families.get(key) ?? { to, rows: [] };
    family.rows.push(row);
    families.set(key, family);
  }
  return { families: [...families.values()], unreachable };
};
