import { z } from 'zod';

/** Rows a paged list gives when the caller does not say, and the most it gives at once. */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;

/** `?page=&pageSize=` of a paged list: pages count from 1. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** One page of a list: its rows, how many rows the whole list holds, and which page this is. */
export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The response schema of a page of `row`. */
export const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });
