import autocannon from 'autocannon';
import type { BenchRequest } from './scenarios.js';

export interface LoadResult {
  requests: number;
  /** Answers outside 2xx (and connection errors, time-outs): a write must have none. */
  failures: number;
  failureSample: string | undefined;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadOptions {
  baseUrl: string;
  connections: number;
  seconds: number;
  /** The n-th request; called once per request sent. */
  request: (n: number) => BenchRequest;
}

/** The q-quantile (0..1) of sorted values, nearest rank. */
export const quantile = (sorted: readonly number[], q: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

/**
 * Drives `connections` clients for `seconds` with autocannon; every request is built by
 * `request(n)` so writes stay valid and distinct. Latencies are kept whole to give exact percentiles.
 */
export const runLoad = async (options: LoadOptions): Promise<LoadResult> => {
  let sent = 0;
  const latencies: number[] = [];
  let failures = 0;
  let failureSample: string | undefined;
  let finish: (error: Error | null, result: autocannon.Result) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = (error, result) => (error === null ? resolve(result) : reject(error));
  });
  const instance = autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          const next = options.request(sent);
          sent += 1;
          return { ...request, method: next.method, path: next.path, headers: next.headers, body: next.body ?? '' } as typeof request;
        },
        onResponse: (status, body) => {
          if ((status < 200 || status >= 300) && failureSample === undefined) failureSample = `${status} ${body.slice(0, 300)}`;
        },
      },
    ],
  }, (error, result) => finish(error ?? null, result));
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) failures += 1;
  });
  const result = await done;
  latencies.sort((a, b) => a - b);
  const ok = latencies.length - failures;
  return {
    requests: latencies.length,
    failures: failures + result.errors + result.timeouts,
    failureSample,
    rps: ok / options.seconds,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
  };
};
