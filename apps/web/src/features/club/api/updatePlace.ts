import type { Place, UpdatePlaceInput } from '@club/domain/club';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clubKeys } from './queryKeys';

export interface UpdatePlaceRequest {
  placeId: number;
  /** With the place's `version`: a newer one on the server answers 409. */
  changes: UpdatePlaceInput;
}

/** PATCH /club/places/{id}: name, address, or made the default (another place stops being it). */
export const updatePlace = ({ placeId, changes }: UpdatePlaceRequest): Promise<Place> =>
  api.patch<Place>(`/club/places/${placeId}`, changes);

export const useUpdatePlace = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlace,
    // Making one place the default changes another one too: the whole list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubKeys.places() }),
  });
};
