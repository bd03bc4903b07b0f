import type { CreateTimeSlotsInput, TimeSlotDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { timeslotsKeys } from './queryKeys';

/** POST /timeslot/ `{groupId, slots}` → the created slots (201). */
export const createTimeSlots = (input: CreateTimeSlotsInput): Promise<TimeSlotDto[]> => api.post<TimeSlotDto[]>('/timeslot/', input);

export const useCreateTimeSlots = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeSlots,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeslotsKeys.all }),
  });
};
