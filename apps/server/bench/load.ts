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
  /** At most this many requests (a write's distinct targets), ending the run early if reached. */
  maxRequests?: number;
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
  const started = performance.now();
  let lastAnswer = started;
  const instance = autocannon(
    {
      url: options.baseUrl,
      connections: options.connections,
      duration: options.seconds,
      ...(options.maxRequests === undefined ? {} : { maxOverallRequests: Math.max(options.connections, options.maxRequests) }),
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
    },
    (error, result) => finish(error ?? null, result),
  );
  // The first answer on each connection is counted but not timed: autocannon opens its 50
  // connections at once, and a busy Node server accepts one new connection per turn of its
  // event loop, so under full load the last one's first request waits up to a second in the
  // accept queue (a bare Node server shows the same). That is the cost of opening connections
  // in a burst, which a browser or a proxy keeping its connections alive does not pay per request.
  const opened = new WeakSet<object>();
  /** First answers, timed only when no connection got a second one (a route slower than the run). */
  const firsts: number[] = [];
  let answers = 0;
  instance.on('response', (client: object, statusCode: number, _bytes: number, responseTime: number) => {
    answers += 1;
    lastAnswer = performance.now();
    if (statusCode < 200 || statusCode >= 300) failures += 1;
    if (opened.has(client)) latencies.push(responseTime);
    else {
      opened.add(client);
      firsts.push(responseTime);
    }
  });
  const result = await done;
  if (latencies.length === 0) latencies.push(...firsts);
  latencies.sort((a, b) => a - b);
  const ok = answers - failures;
  return {
    requests: answers,
    failures: failures + result.errors + result.timeouts,
    failureSample,
    // Over the time answers came: a run ends before its time when the targets run out, and
    // autocannon's own duration is then rounded up to its next one-second tick.
    rps: ok / Math.max((lastAnswer - started) / 1000, 0.001),
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
  };
};
