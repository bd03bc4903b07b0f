import type { TestCardDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { studentsKeys } from './queryKeys';

/** GET /test/birthYear?birthYear=: the upcoming tests with places left that a child born that year fits. */
export const getTestsForBirthYear = (birthYear: number, signal?: AbortSignal): Promise<TestCardDto[]> =>
  api.get<TestCardDto[]>(`/test/birthYear?birthYear=${birthYear}`, { signal });

export const testsForBirthYearQueryOptions = (birthYear: number) =>
  queryOptions({ queryKey: studentsKeys.forBirthYear(birthYear), queryFn: ({ signal }) => getTestsForBirthYear(birthYear, signal) });

export const useTestsForBirthYear = (birthYear: number) => useQuery(testsForBirthYearQueryOptions(birthYear));
