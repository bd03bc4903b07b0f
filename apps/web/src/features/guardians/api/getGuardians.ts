import type { GuardianFilterName, GuardianPageDto } from '@club/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { guardiansKeys } from './queryKeys';

/** The picker's filter boxes as typed: substrings, any case, matched on the server; empty means none. */
export type GuardianFilters = Record<GuardianFilterName, string>;

export const GUARDIANS_PAGE_SIZE = 50;

export const guardianListQuery = (filters: GuardianFilters, page: number): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim() !== '') query.set(key, value.trim());
  query.set('page', String(page));
  query.set('pageSize', String(GUARDIANS_PAGE_SIZE));
  return query.toString();
};

/** GET /guardian/?firstName=&lastName=&email=&phone=&page=&pageSize= */
export const getGuardians = (filters: GuardianFilters, page: number, signal?: AbortSignal): Promise<GuardianPageDto> =>
  api.get<GuardianPageDto>(`/guardian/?${guardianListQuery(filters, page)}`, { signal });

export const guardiansQueryOptions = (filters: GuardianFilters, page: number) =>
  queryOptions({
    queryKey: guardiansKeys.list(filters, page),
    queryFn: ({ signal }) => getGuardians(filters, page, signal),
    placeholderData: keepPreviousData,
  });

export const useGuardians = (filters: GuardianFilters, page: number) => useQuery(guardiansQueryOptions(filters, page));
