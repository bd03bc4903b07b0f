import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { timeslotsKeys } from './queryKeys';

/** DELETE /timeslot/{id} (204). */
export const deleteTimeSlot = (slotId: number): Promise<void> => api.delete(`/timeslot/${slotId}`);

export const useDeleteTimeSlot = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeSlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeslotsKeys.all }),
  });
};
