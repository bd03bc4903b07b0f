import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { planningKeys } from './queryKeys';

/** GET /planning/locations: the pools the time slots name, sorted, for "cancel a pool" and closures. */
export const getLocations = (signal?: AbortSignal): Promise<string[]> => api.get<string[]>('/planning/locations', { signal });

/** Waits until a dialog needs it (`enabled`). */
export const useLocations = (enabled = true) =>
  useQuery(queryOptions({ queryKey: planningKeys.locations(), queryFn: ({ signal }) => getLocations(signal), enabled }));
