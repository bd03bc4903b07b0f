import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersOf } from '../security.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/** What helmet itself writes on a Node response. */
const helmetOnNode = (options: Parameters<typeof helmet>[0]): Record<string, string> => {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => undefined);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
};

describe('the security headers read once from helmet', () => {
  it('are the very headers helmet writes, whatever its options', () => {
    const strict: Parameters<typeof helmet>[0] = {
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'no-referrer' },
    };
    const looser: Parameters<typeof helmet>[0] = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: true };
    for (const options of [undefined, strict, looser]) {
      const headers = headersOf(helmet(options));
      expect(Object.keys(headers).length).toBeGreaterThan(8);
      expect(headers).toEqual(helmetOnNode(options));
    }
  });

  describe('on the app', () => {
    let t: TestApp;
    let expected: Record<string, string>;
    beforeAll(async () => {
      // RATE_LIMIT_MAX 100: the token look-ups answer 5 a minute per address.
      t = await createTestApp({ env: { RATE_LIMIT_MAX: '100' } });
      expected = Object.fromEntries(
        Object.entries((await t.call({ method: 'GET', url: '/api/health' })).headers)
          .filter(([name]) => !['content-type', 'content-length', 'date', 'connection', 'cache-control'].includes(name))
          .filter(([name]) => !name.startsWith('x-ratelimit'))
          .map(([name, value]) => [name, String(value)]),
      );
    });
    afterAll(() => t.close());

    it('come with every answer: success, validation error, refused access, unknown path, rate limit', async () => {
      expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(expected['x-frame-options']).toBe('SAMEORIGIN');
      const answers = [
        await t.call({ method: 'GET', url: '/api/health' }),
        await t.call({ method: 'GET', url: '/api/coach/' }),
        await t.call({ method: 'GET', url: '/api/nothing-here' }),
        await t.call({ method: 'POST', url: '/api/coach/login', payload: { login: 1 } }),
      ];
      const lookUp = { method: 'GET', url: `/api/subscription/resume?token=${'y'.repeat(43)}`, remoteAddress: '192.0.2.9' } as const;
      for (let i = 0; i < 6; i += 1) answers.push(await t.call(lookUp));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 400, 404, 404, 404, 404, 404, 429]);
      for (const answer of answers) {
        for (const [name, value] of Object.entries(expected))
          expect([answer.statusCode, name, answer.headers[name]]).toEqual([answer.statusCode, name, value]);
      }
    });
  });
});
