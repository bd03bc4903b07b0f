import type { TestCardDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { studentsKeys } from './queryKeys';

/** GET /test/: every test, by date. */
export const getTests = (signal?: AbortSignal): Promise<TestCardDto[]> => api.get<TestCardDto[]>('/test/', { signal });

export const testsQueryOptions = () => queryOptions({ queryKey: studentsKeys.testList(), queryFn: ({ signal }) => getTests(signal) });

export const useTests = () => useQuery(testsQueryOptions());
