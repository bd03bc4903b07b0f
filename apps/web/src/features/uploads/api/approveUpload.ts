import type { ApproveUploadInput, ReviewedUploadDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { uploadsKeys } from './queryKeys';

export interface UploadApproval {
  uploadId: number;
  body: ApproveUploadInput;
}

/** POST /document/{id}/approve: ticks the checklist item; a medical certificate needs its last valid day. 409 once reviewed. */
export const approveUpload = ({ uploadId, body }: UploadApproval): Promise<ReviewedUploadDto> =>
  api.post<ReviewedUploadDto>(`/document/${uploadId}/approve`, body);

export const useApproveUpload = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUpload,
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadsKeys.pending() }),
  });
};
