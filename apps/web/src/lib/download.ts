import { ApiError, renewSession } from '@/lib/api';
import { apiErrorFromResponse } from '@/lib/api/ApiError';
import { closeSession, getAccessToken } from '@/lib/session';

export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** The size announced by the server; null for a streamed answer. */
  total: number | null;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the server names the file. */
  filename: string | null;
}

const request = async (path: string, signal: AbortSignal | undefined): Promise<Response> => {
  const headers = new Headers();
  const token = getAccessToken();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(`/api${path}`, { headers, credentials: 'same-origin', ...(signal === undefined ? {} : { signal }) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.network(error);
  }
};

/**
 * `attachment; filename="students.xlsx"` → students.xlsx; an RFC 5987 `filename*=UTF-8''…`
 * (accented group names) wins over the plain one.
 */
export const filenameOf = (disposition: string | null): string | null => {
  if (disposition === null) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1] !== undefined) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
};

const readWithProgress = async (response: Response, onProgress?: (progress: DownloadProgress) => void): Promise<Blob> => {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (response.body === null || onProgress === undefined) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type });
};

/**
 * A file of the API (PDF, spreadsheet) fetched with the staff token. The token lives in
 * memory only, so a plain link cannot carry it: the file is read as a blob instead. A 401
 * renews the session once, as every other call does.
 */
export const downloadFile = async (path: string, options: DownloadOptions = {}): Promise<DownloadedFile> => {
  let response = await request(path, options.signal);
  if (response.status === 401) {
    if ((await renewSession()) === 'rejected') {
      closeSession('expired');
      throw new ApiError(401, 'LOGOUT', 'The session has ended');
    }
    response = await request(path, options.signal);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  const blob = await readWithProgress(response, options.onProgress);
  return { blob, filename: filenameOf(response.headers.get('Content-Disposition')) };
};

/** Hands a blob to the browser as a download, through a temporary object URL. */
export const saveFile = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
