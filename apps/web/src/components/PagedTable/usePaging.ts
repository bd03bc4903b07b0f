import { useState } from 'react';

/** The page sizes a paged list offers; the first one is where it starts. */
export const PAGE_SIZES = [20, 50, 100] as const;

/** Which page of a list the screen shows, counted from 1 as the API counts them. */
export interface Paging {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** Another size starts again from the first page. */
  setPageSize: (pageSize: number) => void;
  /** Back to the first page, as when a filter changes the list. */
  restart: () => void;
}

export function usePaging(): Paging {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState<number>(PAGE_SIZES[0]);
  return {
    page,
    pageSize,
    setPage,
    setPageSize: (next) => {
      setSize(next);
      setPage(1);
    },
    restart: () => setPage(1),
  };
}
