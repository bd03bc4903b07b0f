import { recordIdOf } from './groupIdParam';

/** The planned session a sheet is opened for, from the planning (docs/product.md#planning): its id and start. */
export interface PlannedSessionParams {
  plannedSessionId: number;
  /** ISO instant the sheet's date starts at. */
  date: string;
}

/** `?plannedSessionId=12&date=2026-11-23T16:00:00.000Z`, or null when either is missing or not one. */
export const plannedSessionParamsOf = (search: URLSearchParams): PlannedSessionParams | null => {
  const plannedSessionId = recordIdOf(search.get('plannedSessionId'));
  const date = search.get('date');
  if (plannedSessionId === null || date === null || Number.isNaN(Date.parse(date))) return null;
  return { plannedSessionId, date: new Date(date).toISOString() };
};
