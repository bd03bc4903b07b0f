/**
 * Message keys of the absences families report (docs/product.md#absences). The web translates
 * them (namespace `absences`, `validation.<key>`).
 */
export const ABSENCE_MSG = {
  member: 'ABSENCE_MEMBER_ERROR',
  day: 'ABSENCE_DAY_ERROR',
  /** Last day before the first, longer than the maximum, or a first day already past. */
  range: 'ABSENCE_RANGE_ERROR',
  reason: 'ABSENCE_REASON_ERROR',
  /** The planned session is not one of the child's groups', is cancelled or is over. */
  session: 'ABSENCE_SESSION_ERROR',
  /** A withdrawal of an absence whose days are over. */
  past: 'ABSENCE_PAST_ERROR',
} as const;
