import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { FAMILY_SIGN_IN_PER_CLIENT } from './sign-in.js';

/**
 * Behind one reverse proxy (TRUST_PROXY=true, docs/operations.md): the client is the address the
 * proxy adds last to X-Forwarded-For. What a client writes there itself changes nothing, so it
 * cannot step around a limit per client address.
 */
describe('client addresses behind a reverse proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('counts requests under the address the proxy saw, whatever the client forged before it', async () => {
    const ask = (forged: number) =>
      t.call({
        method: 'POST',
        url: '/api/family/sign-in',
        payload: { email: `someone${forged}@example.org` },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `6.6.${forged % 250}.${forged % 7}, 203.0.113.9` },
      });
    const answers = await Promise.all(Array.from({ length: FAMILY_SIGN_IN_PER_CLIENT + 3 }, (_, n) => ask(n)));
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(FAMILY_SIGN_IN_PER_CLIENT);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(3);
  });
});
