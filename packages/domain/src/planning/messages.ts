/**
 * Message keys of the planning (docs/product.md#planning). The server sends them in `fields`
 * or as the error's message; the web translates them (namespace `planning`, `validation.<key>`).
 */
export const PLANNING_MSG = {
  day: 'PLANNING_DAY_ERROR',
  /** The range's last day is before its first, or the range is longer than a season. */
  range: 'PLANNING_RANGE_ERROR',
  label: 'CLOSURE_LABEL_ERROR',
  location: 'PLANNING_LOCATION_ERROR',
  reason: 'CANCEL_REASON_ERROR',
  /** The session is not planned any more (already cancelled), or is not cancelled (restore). */
  status: 'PLANNED_SESSION_STATUS_ERROR',
  /** A cancellation of a day or a pool that matches no planned session. */
  nothingToCancel: 'NOTHING_TO_CANCEL',
} as const;
