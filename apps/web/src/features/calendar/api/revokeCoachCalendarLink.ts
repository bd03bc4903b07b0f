import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { calendarKeys } from './queryKeys';

/** DELETE /calendar/coach/link: one's own feed URL stops working; the next GET makes a new one (docs/product.md#calendar-feeds). */
export const revokeCoachCalendarLink = (): Promise<void> => api.delete('/calendar/coach/link');

export const useRevokeCoachCalendarLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCoachCalendarLink,
    // The open dialog asks again and shows the new link.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.coachLink() }),
  });
};
