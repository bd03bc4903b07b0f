import type { TryoutCardDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { membersKeys } from './queryKeys';

/** GET /test/birthYear?birthYear=: the upcoming tests with places left that a child born that year fits. */
export const getTryoutsForBirthYear = (birthYear: number, signal?: AbortSignal): Promise<TryoutCardDto[]> =>
  api.get<TryoutCardDto[]>(`/test/birthYear?birthYear=${birthYear}`, { signal });

export const testsForBirthYearQueryOptions = (birthYear: number) =>
  queryOptions({ queryKey: membersKeys.forBirthYear(birthYear), queryFn: ({ signal }) => getTryoutsForBirthYear(birthYear, signal) });

export const useTestsForBirthYear = (birthYear: number) => useQuery(testsForBirthYearQueryOptions(birthYear));
