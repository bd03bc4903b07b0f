import { codeForStatus, isErrorCode } from '@club/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, renewSession } from '@/lib/api';
import { closeSession, getAccessToken } from '@/lib/session';
import { ratesQueryString } from './getAttendanceRates';
import type { SessionPeriod } from './getSessions';

export interface RatesExportInput {
  groupId: number;
  period: SessionPeriod;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const FALLBACK_NAME = 'presences.xlsx';

/** `attachment; filename="presences-groupe-2025-09-01.xlsx"` → the name; a safe default otherwise. */
export const fileNameOf = (disposition: string | null): string => {
  const star = disposition === null ? null : /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1] !== undefined) return decodeURIComponent(star[1]);
  const plain = disposition === null ? null : /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? FALLBACK_NAME;
};

const request = (path: string): Promise<Response> => {
  const headers = new Headers({ Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const token = getAccessToken();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  return fetch(`/api${path}`, { headers, credentials: 'same-origin' }).catch((error: unknown) => {
    throw ApiError.network(error);
  });
};

const failure = async (response: Response): Promise<ApiError> => {
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const code = response.status < 500 && isErrorCode(body?.code) ? body.code : codeForStatus(response.status);
  return new ApiError(response.status, code, typeof body?.message === 'string' ? body.message : code);
};

/**
 * GET /session/rates/export: the .xlsx file as a blob. The access token lives in memory,
 * so a plain link cannot carry it: the file is fetched with it (one refresh on 401, as
 * every call) and handed to the browser from memory.
 */
export const exportAttendanceRates = async ({ groupId, period }: RatesExportInput): Promise<DownloadedFile> => {
  const path = `/session/rates/export?${ratesQueryString(groupId, period)}`;
  let response = await request(path);
  if (response.status === 401) {
    if ((await renewSession()) === 'rejected') {
      closeSession('expired');
      throw new ApiError(401, 'LOGOUT', 'The session has ended');
    }
    response = await request(path);
  }
  if (!response.ok) throw await failure(response);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
};

/**
 * Saves a file held in memory: a temporary object URL clicked through an `<a download>`.
 * A download is no fetch nor frame, so the page's CSP (no `blob:`) does not stop it.
 */
export const saveFile = ({ blob, fileName }: DownloadedFile): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; a moment later is safe everywhere.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export const useExportAttendanceRates = () =>
  useMutation({ mutationFn: exportAttendanceRates, onSuccess: saveFile });
