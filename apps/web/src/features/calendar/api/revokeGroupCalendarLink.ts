import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { calendarKeys } from './queryKeys';

/**
 * DELETE /calendar/group/{id}/link: the old URL stops working at once; the next GET makes a new one
 * (docs/product.md#calendar-feeds). Admins, section managers and the group's coaches.
 */
export const revokeGroupCalendarLink = (groupId: number): Promise<void> => api.delete(`/calendar/group/${groupId}/link`);

export const useRevokeGroupCalendarLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeGroupCalendarLink,
    // The open dialog asks again and shows the new link.
    onSuccess: (_answer, groupId) => queryClient.invalidateQueries({ queryKey: calendarKeys.groupLink(groupId) }),
  });
};
