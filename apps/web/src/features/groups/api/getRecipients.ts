import type { GroupRecipientsDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

/** GET /group/{id}/recipients: the group's name and the addresses a group mail reaches. */
export const getRecipients = (groupId: number, signal?: AbortSignal): Promise<GroupRecipientsDto> =>
  api.get<GroupRecipientsDto>(`/group/${groupId}/recipients`, { signal });

export const recipientsQueryOptions = (groupId: number) =>
  queryOptions({ queryKey: groupsKeys.recipients(groupId), queryFn: ({ signal }) => getRecipients(groupId, signal) });

export const useRecipients = (groupId: number) => useQuery(recipientsQueryOptions(groupId));
