import type { GroupMailSenderDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Not under the groups' keys: it is about the signed-in staff member, whatever the group. */
const mailSenderKey = ['mail', 'sender'] as const;

/** GET /mail/sender: the From name, the Reply-To and the signature of the caller's group mails. */
export const getMailSender = (signal?: AbortSignal): Promise<GroupMailSenderDto> => api.get<GroupMailSenderDto>('/mail/sender', { signal });

export const mailSenderQueryOptions = () =>
  // Read afresh on each compose screen: the address may just have been set on the account.
  queryOptions({ queryKey: mailSenderKey, queryFn: ({ signal }) => getMailSender(signal), staleTime: 0 });

export const useMailSender = () => useQuery(mailSenderQueryOptions());
