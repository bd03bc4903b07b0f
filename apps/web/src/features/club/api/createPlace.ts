import type { CreatePlaceInput, Place } from '@club/domain/club';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clubKeys } from './queryKeys';

/** POST /club/places: the club's first place becomes its default. */
export const createPlace = (input: CreatePlaceInput): Promise<Place> => api.post<Place>('/club/places', input);

export const useCreatePlace = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubKeys.places() }),
  });
};
