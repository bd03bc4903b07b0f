import type { TimeSlotDto, UpdateTimeSlotInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { timeslotsKeys } from './queryKeys';

export interface UpdateTimeSlotVariables {
  slotId: number;
  slot: UpdateTimeSlotInput;
}

/** PATCH /timeslot/{id} with the whole slot. */
export const updateTimeSlot = ({ slotId, slot }: UpdateTimeSlotVariables): Promise<TimeSlotDto> =>
  api.patch<TimeSlotDto>(`/timeslot/${slotId}`, slot);

export const useUpdateTimeSlot = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeSlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeslotsKeys.all }),
  });
};
