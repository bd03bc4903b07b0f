import type { BulkRemindersDto, SubscriptionSelection } from '@club/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { selectionQuery } from './getSubscriptions';

/**
 * POST /subscription/reminders?season=&lastName=&firstName=&groupName=&state=&problem=, no body:
 * mails the family of each subscription the list shows whose file is incomplete, at most once a
 * day each, and counts what happened (docs/product.md#health-rules).
 */
export const sendReminders = (selection: SubscriptionSelection): Promise<BulkRemindersDto> => {
  const query = selectionQuery(selection).toString();
  return apiRequest<BulkRemindersDto>(`/subscription/reminders${query === '' ? '' : `?${query}`}`, { method: 'POST' });
};

export const useSendReminders = () => useMutation({ mutationFn: sendReminders });
