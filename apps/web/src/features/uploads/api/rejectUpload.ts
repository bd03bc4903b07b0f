import type { RejectUploadInput, ReviewedUploadDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { uploadsKeys } from './queryKeys';

export interface UploadRejection {
  uploadId: number;
  body: RejectUploadInput;
}

/** POST /document/{id}/reject: the reason is mailed to the family. 409 once reviewed. */
export const rejectUpload = ({ uploadId, body }: UploadRejection): Promise<ReviewedUploadDto> =>
  api.post<ReviewedUploadDto>(`/document/${uploadId}/reject`, body);

export const useRejectUpload = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectUpload,
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadsKeys.pending() }),
  });
};
