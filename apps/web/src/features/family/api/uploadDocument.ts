import type { UploadableItem, UploadCreatedDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiErrorFromResponse, isApiError } from '@/lib/api/ApiError';
import { API_BASE } from '@/lib/api/transport';
import { familyKeys } from './queryKeys';
import { isSignedOutError, showSignedOut } from './signedOut';

export interface UploadDocumentRequest {
  memberId: number;
  kind: UploadableItem;
  file: File;
  /** The share of the file sent so far, from 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');

export const isUploadCancelled = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * POST /family/members/:id/documents as multipart, `kind` before `file` so the server knows what
 * it reads before the bytes come. XMLHttpRequest rather than fetch: only it reports how much of
 * the body has gone, which a family on a slow mobile line needs to see.
 */
export const uploadDocument = ({ memberId, kind, file, onProgress, signal }: UploadDocumentRequest): Promise<UploadCreatedDto> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(cancelled());
      return;
    }
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/family/members/${memberId}/documents`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      const total = event.lengthComputable && event.total > 0 ? event.total : file.size;
      onProgress?.(total > 0 ? Math.min(event.loaded / total, 1) : 0);
    };
    request.onload = () => {
      const { status, statusText, responseText } = request;
      if (status >= 200 && status < 300) {
        resolve(JSON.parse(responseText) as UploadCreatedDto);
        return;
      }
      if (status < 200 || status > 599) {
        reject(ApiError.network(new Error(`Unexpected status ${status}`)));
        return;
      }
      void apiErrorFromResponse(new Response(responseText === '' ? null : responseText, { status, statusText })).then(reject);
    };
    request.onerror = () => reject(ApiError.network(new Error('The upload failed')));
    request.ontimeout = request.onerror;
    request.onabort = () => reject(cancelled());
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });

/** The server refused the checklist item itself: it was ticked at the counter meanwhile, or the subscription changed. */
export const isItemRefused = (error: unknown): boolean => isApiError(error) && error.fields.kind !== undefined;

/**
 * Sends a file, then reads the home again so the card shows it waiting for the club's check;
 * `onSent` runs once the home is fresh, even though the control that sent it is gone by then.
 */
export const useUploadDocument = (onSent: (kind: UploadableItem) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: async (_answer, { kind }) => {
      await queryClient.invalidateQueries({ queryKey: familyKeys.home() });
      onSent(kind);
    },
    onError: (error) => {
      if (isSignedOutError(error)) showSignedOut(queryClient);
      else if (isItemRefused(error)) void queryClient.invalidateQueries({ queryKey: familyKeys.home() });
    },
  });
};
