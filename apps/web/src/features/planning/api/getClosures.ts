import type { ClosureDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { planningKeys } from './queryKeys';

/** GET /planning/closures: the days the club closes, every pool or one. */
export const getClosures = (signal?: AbortSignal): Promise<ClosureDto[]> => api.get<ClosureDto[]>('/planning/closures', { signal });

export const useClosures = () =>
  useQuery(queryOptions({ queryKey: planningKeys.closures(), queryFn: ({ signal }) => getClosures(signal) }));
