import { getAccessToken } from '@/lib/session';
import { ApiError, apiErrorFromResponse } from './ApiError';

/** The API shares the origin of the web app (docs/architecture.md#api-contract). */
export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TransportOptions {
  method?: HttpMethod;
  /** Sent as JSON; a file (Blob) is sent as its raw bytes. */
  body?: unknown;
  signal?: AbortSignal | undefined;
}

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** One HTTP exchange with the current access token; no retry logic here. */
export const send = async (path: string, options: TransportOptions = {}): Promise<Response> => {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getAccessToken();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    // The refresh cookie is HttpOnly and same-origin; it must travel, nowhere else.
    credentials: 'same-origin',
  };
  if (options.body instanceof Blob) {
    // The server tells a file's type from its content, not from the name the browser guessed it by.
    headers.set('Content-Type', 'application/octet-stream');
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }
  if (options.signal !== undefined) init.signal = options.signal;
  try {
    return await fetch(`${API_BASE}${path}`, init);
  } catch (error) {
    // A cancelled query must stay a cancellation for TanStack Query.
    if (isAbort(error)) throw error;
    throw ApiError.network(error);
  }
};

/** The body of a successful answer; `undefined` for 204 and empty bodies. */
export const readBody = async <T>(response: Response): Promise<T> => {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
};

/** Sends and returns the parsed body, or throws the ApiError of the answer. */
export const exchange = async <T>(path: string, options: TransportOptions = {}): Promise<T> => {
  const response = await send(path, options);
  if (!response.ok) throw await apiErrorFromResponse(response);
  return readBody<T>(response);
};
