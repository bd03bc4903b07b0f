import type { EraseMemberInput, ErasureResultDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface EraseMemberRequest extends EraseMemberInput {
  memberId: number;
}

/** POST /privacy/member/{id}/erase: the typed last name confirms it; nothing of the member is left. */
export const eraseMember = ({ memberId, lastName }: EraseMemberRequest): Promise<ErasureResultDto> =>
  api.post<ErasureResultDto>(`/privacy/member/${memberId}/erase`, { lastName });

export const useEraseMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseMember,
    // The member was in lists of every kind: everything is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
