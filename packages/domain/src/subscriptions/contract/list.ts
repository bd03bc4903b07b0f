import { z } from 'zod';
import { pageOf, pageQuery } from '../../api/paging.js';
import { id, searchFilter } from '../../text.js';
import { SUBSCRIPTION_STATES, type SubscriptionState } from '../states.js';
import { seasonRefDto } from './common.js';
import { storedText } from './stored-text.js';

/** A column filter: plain text (a NUL byte would break PostgreSQL's LIKE). */
const filterText = searchFilter();

/**
 * What the list shows, whatever the page: its season (the current one when absent) and its
 * filters. GET /student/export takes the same, so the spreadsheet holds the rows the list shows
 * (docs/product.md#exports).
 */
export const subscriptionSelectionQuery = z.object({
  season: id.optional(),
  lastName: filterText,
  firstName: filterText,
  groupName: filterText,
  state: z.enum(SUBSCRIPTION_STATES).optional(),
  /** Only the subscriptions whose guardian must be chosen (`?problem=true`), or only the others. */
  problem: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type SubscriptionSelection = z.output<typeof subscriptionSelectionQuery>;

/** GET /subscription/?page=&pageSize=&season=&lastName=&firstName=&groupName=&state=&problem= */
export const subscriptionListQuery = subscriptionSelectionQuery.extend(pageQuery.shape);
export type SubscriptionListQuery = z.output<typeof subscriptionListQuery>;

/** One row of the staff list (docs/product.md#screen-subscriptions). */
export const subscriptionRowDto = z.object({
  studentId: z.number(),
  subscriptionId: z.number(),
  lastName: z.string(),
  firstName: z.string(),
  subscriptionState: storedText<SubscriptionState>(),
  /** `YYYY-MM-DD` */
  birthDate: z.string(),
  groupName: z.string().nullable(),
  subGroupName: z.string().nullable(),
  /** The guardian must be chosen by staff (guardian picker). */
  problem: z.boolean(),
});
export type SubscriptionRowDto = z.infer<typeof subscriptionRowDto>;

/** GET /subscription/: one page of the list, and the season it shows. */
export const subscriptionPageDto = pageOf(subscriptionRowDto).extend({ season: seasonRefDto });
export type SubscriptionPageDto = z.infer<typeof subscriptionPageDto>;
