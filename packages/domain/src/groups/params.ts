import { z } from 'zod';

/**
 * GET /group/{id}?page=&pageSize=: optional paging of the members; without it the screen gets
 * them all (it filters and selects on the page).
 */
export const groupDetailsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
});
export type GroupDetailsQuery = z.infer<typeof groupDetailsQuery>;
