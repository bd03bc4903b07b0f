import type { MemberContactInput, MemberContactResultDto } from '@club/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** PATCH /student/{id}/contact: the contact typed on the creation form, applied to the member on file. */
export const applyContact = ({ id, contact }: { id: number; contact: MemberContactInput }): Promise<MemberContactResultDto> =>
  api.patch<MemberContactResultDto>(`/student/${id}/contact`, contact);

export const useApplyContact = () => useMutation({ mutationFn: applyContact });
