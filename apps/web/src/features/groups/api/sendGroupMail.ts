import type { GroupMailInput, GroupMailResultDto } from '@club/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface SendGroupMailInput extends GroupMailInput {
  groupId: number;
}

/** POST /mail/group/{id}: queued in the outbox, the families in Bcc. */
export const sendGroupMail = ({ groupId, ...mail }: SendGroupMailInput): Promise<GroupMailResultDto> =>
  api.post<GroupMailResultDto>(`/mail/group/${groupId}`, mail);

export const useSendGroupMail = () => useMutation({ mutationFn: sendGroupMail });
