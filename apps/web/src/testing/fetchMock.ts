import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** The path under /api, without the query string. */
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

type Responder = (call: RecordedCall, callIndex: number) => MockAnswer | Promise<MockAnswer>;

/** `'POST /coach/login'` → how to answer; a function may vary the answer per call. */
export type MockRoutes = Record<string, MockAnswer | Responder>;

const toResponse = ({ status = 200, body }: MockAnswer): Response =>
  body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces `fetch` with the given API routes and records every call. An unknown
 * route answers 404 so a test sees it rather than hanging.
 */
export const mockApi = (routes: MockRoutes) => {
  const calls: RecordedCall[] = [];
  const perRoute = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const headers = new Headers(init.headers);
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: RecordedCall = { method, path, query: url.searchParams, body, authorization: headers.get('Authorization') };
    calls.push(call);
    const key = `${method} ${path}`;
    const index = perRoute.get(key) ?? 0;
    perRoute.set(key, index + 1);
    const route = routes[key];
    if (route === undefined) return toResponse({ status: 404, body: { code: 'NOT_FOUND', message: `No mock for ${key}` } });
    return toResponse(typeof route === 'function' ? await route(call, index) : route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
};
