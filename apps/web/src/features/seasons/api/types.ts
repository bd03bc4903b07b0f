export interface SeasonDto {
  id: number;
  /** `2026-2027` */
  label: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  isCurrent: boolean;
}

/** GET /season/ */
export interface SeasonOverview {
  current: SeasonDto;
  /** Null until renewals are opened for it. */
  next: SeasonDto | null;
  nextLabel: string;
  seasons: SeasonDto[];
  renewals: {
    /** Subscriptions the next season already has. */
    opened: number;
    /** Members with a next-year group still without their renewal: those the button would add. */
    pending: number;
  };
}

/** POST /season/renewals */
export interface RenewalResult {
  season: SeasonDto;
  created: number;
  mailed: number;
  skipped: number;
}
