import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

describe('the rate limit under a burst', () => {
  let t: TestApp;
  beforeAll(async () => {
    // RATE_LIMIT_MAX 100: the token look-ups answer 5 a minute per address, the API 100.
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '100' } });
  });
  afterAll(() => t.close());

  it('answers exactly the allowed number of parallel requests and refuses only the rest', async () => {
    const lookUp = { method: 'GET', url: `/api/subscription/resume?token=${'z'.repeat(43)}`, remoteAddress: '192.0.2.40' } as const;
    const answers = await Promise.all(Array.from({ length: 9 }, () => t.call(lookUp)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 404)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(4);
    // Each answer tells what was left when it was counted, not what is left after the burst.
    const remaining = answers.filter((a) => a.statusCode === 404).map((a) => Number(a.headers['x-ratelimit-remaining']));
    expect(remaining.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps each address on its own count', async () => {
    const lookUp = (address: string) =>
      t.call({ method: 'GET', url: `/api/subscription/resume?token=${'w'.repeat(43)}`, remoteAddress: address });
    const answers = await Promise.all(['192.0.2.50', '192.0.2.51', '192.0.2.52'].flatMap((address) => [lookUp(address), lookUp(address)]));
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
  });
});
