import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clubKeys } from './queryKeys';

/** DELETE /club/places/{id}: when it was the default, the first remaining place becomes it. */
export const deletePlace = (placeId: number): Promise<void> => api.delete(`/club/places/${placeId}`);

export const useDeletePlace = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlace,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubKeys.places() }),
  });
};
