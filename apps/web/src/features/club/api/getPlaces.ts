import type { Place } from '@club/domain/club';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clubKeys } from './queryKeys';

/** GET /club/places: in their order, the default one marked. */
export const getPlaces = (signal?: AbortSignal): Promise<Place[]> => api.get<Place[]>('/club/places', { signal });

export const placesQueryOptions = () => queryOptions({ queryKey: clubKeys.places(), queryFn: ({ signal }) => getPlaces(signal) });

export const usePlaces = () => useQuery(placesQueryOptions());
