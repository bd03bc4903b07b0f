import type { SectionDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sectionsKeys } from './queryKeys';

/** GET /section/{id} */
export const getSection = (sectionId: number, signal?: AbortSignal): Promise<SectionDto> =>
  api.get<SectionDto>(`/section/${sectionId}`, { signal });

export const sectionQueryOptions = (sectionId: number) =>
  queryOptions({ queryKey: sectionsKeys.details(sectionId), queryFn: ({ signal }) => getSection(sectionId, signal) });

export const useSection = (sectionId: number) => useQuery(sectionQueryOptions(sectionId));
