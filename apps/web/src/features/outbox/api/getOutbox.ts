import type { OutboxMailDto, OutboxState, Page } from '@club/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { outboxKeys } from './queryKeys';

/** GET /mail/outbox: one page of mails, newest first, optionally of one state (admins only). */
export const getOutbox = (
  state: OutboxState | null,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Page<OutboxMailDto>> => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (state !== null) query.set('state', state);
  return api.get<Page<OutboxMailDto>>(`/mail/outbox?${query.toString()}`, { signal });
};

export const outboxQueryOptions = (state: OutboxState | null, page: number, pageSize: number) =>
  queryOptions({
    queryKey: outboxKeys.list(state, page, pageSize),
    queryFn: ({ signal }) => getOutbox(state, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (state: OutboxState | null, page: number, pageSize: number) => useQuery(outboxQueryOptions(state, page, pageSize));
