import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageOf, pageQuery } from './paging.js';

describe('paged lists', () => {
  it('start at the first page of 50 rows, read from the query string', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, pageSize: 50 });
    expect(pageQuery.parse({ page: '3', pageSize: '20' })).toEqual({ page: 3, pageSize: 20 });
  });

  it.each([{ page: '0' }, { page: '1.5' }, { pageSize: '0' }, { pageSize: '201' }, { page: 'abc' }])('refuses %o', (query) => {
    expect(pageQuery.safeParse(query).success).toBe(false);
  });

  it('answer a page of rows with the total and the page asked', () => {
    const page = pageOf(z.object({ id: z.number() }));
    expect(page.parse({ rows: [{ id: 1 }], total: 41, page: 2, pageSize: 20, extra: true })).toEqual({
      rows: [{ id: 1 }],
      total: 41,
      page: 2,
      pageSize: 20,
    });
    expect(page.safeParse({ rows: [{ id: '1' }], total: 1, page: 1, pageSize: 20 }).success).toBe(false);
  });
});
