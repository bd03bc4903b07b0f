import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import '../auth/access.js';
import { DataChanges } from '../db/data-changes.js';
import { systemClock } from './clock.js';
import { responseCachePlugin } from './response-cache-plugin.js';

/** A cached route whose answers wait for `release()`: requests pile up while the first one computes. */
const appWithSlowList = async () => {
  const changes = new DataChanges();
  const app: FastifyInstance = Fastify();
  await app.register(cookie);
  app.decorateRequest('auth', null);
  // The caller, as the auth plugin would set it: the answer is kept per caller.
  app.addHook('onRequest', async (request) => {
    const user = Number(request.headers['x-user'] ?? 1);
    request.auth = { userId: user, sessionId: 's', login: `u${user}`, roles: ['ADMIN'], mustChangePassword: false };
  });
  await app.register(responseCachePlugin, { changes, clock: systemClock, maxBytes: 1024 * 1024 });
  let computed = 0;
  let failNext = false;
  let release = (): void => undefined;
  let gate = Promise.resolve();
  const hold = () => (gate = new Promise((resolve) => (release = resolve)));
  app.get('/list', { config: { cache: true } }, async (request) => {
    computed += 1;
    const nth = computed;
    await gate;
    if (failNext) {
      failNext = false;
      throw new Error('database gone');
    }
    return { nth, for: request.auth?.userId };
  });
  await app.ready();
  const get = (user = 1) => app.inject({ method: 'GET', url: '/list', headers: { 'x-user': String(user) } });
  return {
    app,
    changes,
    get,
    hold,
    release: () => release(),
    failNextCall: () => (failNext = true),
    computed: () => computed,
  };
};

/** Lets every request started so far reach its handler or its wait. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('requests that miss the same cached answer together', () => {
  let close: () => Promise<void> = async () => undefined;
  afterEach(() => close());

  it('compute it once and all get it', async () => {
    const list = await appWithSlowList();
    close = () => list.app.close();
    list.hold();
    const answers = Array.from({ length: 30 }, () => list.get());
    await settle();
    list.release();
    const bodies = (await Promise.all(answers)).map((answer) => [answer.statusCode, answer.json()]);
    expect(list.computed()).toBe(1);
    expect(new Set(bodies.map((body) => JSON.stringify(body)))).toEqual(new Set([JSON.stringify([200, { nth: 1, for: 1 }])]));
  });

  it('never share across callers, nor across a write', async () => {
    const list = await appWithSlowList();
    close = () => list.app.close();
    list.hold();
    const first = list.get(1);
    const otherCaller = list.get(2);
    await settle();
    list.changes.committed();
    const afterWrite = list.get(1);
    await settle();
    list.release();
    expect((await first).json()).toEqual({ nth: 1, for: 1 });
    expect((await otherCaller).json()).toEqual({ nth: 2, for: 2 });
    expect((await afterWrite).json()).toEqual({ nth: 3, for: 1 });
  });

  it('compute their own when the first one fails', async () => {
    const list = await appWithSlowList();
    close = () => list.app.close();
    list.hold();
    list.failNextCall();
    const first = list.get();
    await settle();
    const waiting = Array.from({ length: 5 }, () => list.get());
    await settle();
    list.release();
    expect((await first).statusCode).toBe(500);
    const answers = await Promise.all(waiting);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Each computed its own (none was under way when they went on), and later ones get the kept answer.
    expect(list.computed()).toBe(6);
    expect((await list.get()).json<{ nth: number }>().nth).toBeGreaterThan(1);
    expect(list.computed()).toBe(6);
  });
});
