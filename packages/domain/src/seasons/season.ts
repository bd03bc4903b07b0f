/**
 * The club's season runs from 1 September to 31 August (docs/product.md#seasons). The one place
 * that rule is written: the server names the season of a new database with it, the web starts the
 * attendance rates' default period with it.
 */
export const SEASON_FIRST_MONTH = 9;

/** A season's first and last days, `YYYY-MM-DD`. */
export interface SeasonDates {
  startDate: string;
  endDate: string;
}

export interface Season extends SeasonDates {
  /** `2026-2027` */
  label: string;
}

/** The season a calendar day (`YYYY-MM-DD`, in whichever time zone the caller chose) falls in. */
export const seasonOfDay = (day: string): Season => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const startYear = month >= SEASON_FIRST_MONTH ? year : year - 1;
  return {
    label: `${startYear}-${startYear + 1}`,
    startDate: `${startYear}-09-01`,
    endDate: `${startYear + 1}-08-31`,
  };
};
