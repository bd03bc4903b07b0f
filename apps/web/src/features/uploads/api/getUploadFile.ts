import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import { uploadsKeys } from './queryKeys';

/**
 * GET /document/{id}/file: the uploaded file, read as a blob with the staff token (a plain
 * link cannot carry it). Never kept once the panel closes: children's documents stay in memory
 * no longer than they are looked at.
 */
export const getUploadFile = async (uploadId: number, signal?: AbortSignal): Promise<Blob> =>
  (await downloadFile(`/document/${uploadId}/file`, signal === undefined ? {} : { signal })).blob;

export const uploadFileQueryOptions = (uploadId: number) =>
  queryOptions({
    queryKey: uploadsKeys.file(uploadId),
    queryFn: ({ signal }) => getUploadFile(uploadId, signal),
    gcTime: 0,
    staleTime: Infinity,
  });

export const useUploadFile = (uploadId: number) => useQuery(uploadFileQueryOptions(uploadId));
