import type { SectionDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sectionsKeys } from './queryKeys';

/** GET /section/: every section with its manager and groups. */
export const getSections = (signal?: AbortSignal): Promise<SectionDto[]> => api.get<SectionDto[]>('/section/', { signal });

export const sectionsQueryOptions = () =>
  queryOptions({ queryKey: sectionsKeys.list(), queryFn: ({ signal }) => getSections(signal) });

export const useSections = () => useQuery(sectionsQueryOptions());
