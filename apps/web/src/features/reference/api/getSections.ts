import type { SectionDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { referenceKeys } from './queryKeys';

/** GET /section/: every section ("Aucune" included) with its manager and groups. */
export const getSections = (signal?: AbortSignal): Promise<SectionDto[]> => api.get<SectionDto[]>('/section/', { signal });

export const sectionsQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.sections(), queryFn: ({ signal }) => getSections(signal) });

export const useSections = () => useQuery(sectionsQueryOptions());
