import { z } from 'zod';
import { possibleDuplicateDto } from '../members/duplicates.js';

/** A season as the API answers it (docs/product.md#seasons). */
export const seasonDto = z.object({
  id: z.number(),
  /** `2026-2027` */
  label: z.string(),
  /** YYYY-MM-DD */
  startDate: z.string(),
  endDate: z.string(),
  isCurrent: z.boolean(),
});
export type SeasonDto = z.infer<typeof seasonDto>;

/** GET /season/ */
export const seasonOverviewDto = z.object({
  current: seasonDto,
  /** Null until renewals are opened for it. */
  next: seasonDto.nullable(),
  nextLabel: z.string(),
  seasons: z.array(seasonDto),
  renewals: z.object({
    /** Subscriptions the next season already has. */
    opened: z.number(),
    /** Members with a next-year group still without their renewal: those the button would add. */
    pending: z.number(),
  }),
});
export type SeasonOverviewDto = z.infer<typeof seasonOverviewDto>;

/** POST /season/renewals */
export const renewalResultDto = z.object({
  season: seasonDto,
  created: z.number(),
  mailed: z.number(),
  skipped: z.number(),
  /** Renewed members with another record of the same person on file; absent when none. */
  possibleDuplicates: z.array(possibleDuplicateDto).optional(),
});
export type RenewalResultDto = z.infer<typeof renewalResultDto>;
