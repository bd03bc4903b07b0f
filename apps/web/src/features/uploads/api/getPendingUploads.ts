import type { PendingUploadsDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { uploadsKeys } from './queryKeys';

/** GET /document/pending: the uploads waiting for review, oldest first (a section manager's sections only). */
export const getPendingUploads = (signal?: AbortSignal): Promise<PendingUploadsDto> =>
  api.get<PendingUploadsDto>('/document/pending', { signal });

export const pendingUploadsQueryOptions = () =>
  queryOptions({ queryKey: uploadsKeys.pending(), queryFn: ({ signal }) => getPendingUploads(signal) });

export const usePendingUploads = () => useQuery(pendingUploadsQueryOptions());
