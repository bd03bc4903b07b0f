import type { SectionDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

/** GET /section/: the sections a group may belong to ("Aucune" included). */
export const getSections = (signal?: AbortSignal): Promise<SectionDto[]> => api.get<SectionDto[]>('/section/', { signal });

export const sectionsQueryOptions = () =>
  queryOptions({ queryKey: groupsKeys.sections(), queryFn: ({ signal }) => getSections(signal) });

export const useSections = () => useQuery(sectionsQueryOptions());
