import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../lib/error-handler.js';
import { nulPath, registerNulGuard } from './nul-guard.js';

describe('the NUL safety net', () => {
  it('names the first string holding a NUL, value or key, the way validation names fields', () => {
    expect(nulPath({ session: { students: [{ id: 1 }, { name: 'a\u0000' }] } }, '')).toBe('session.students.1.name');
    expect(nulPath({ ['k\u0000']: 1 }, '')).toBe('k\u0000');
    expect(nulPath('\u0000', '')).toBe('');
    expect(nulPath({ a: ['x', 1, null, true, { b: 'fine\n\t' }] }, '')).toBeNull();
    expect(nulPath(Buffer.from([0]), '')).toBeNull();
  });

  it('walks a body nested deeper than the call stack goes', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(nulPath(deep, '')?.startsWith('0.0.0')).toBe(true);
  });

  it('refuses a NUL that a route without schema would take, on /api only', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerNulGuard(app);
    app.post('/api/loose', async () => ({ ok: true }));
    app.get('/api/things/:id', async () => ({ ok: true }));
    app.get('/page', async () => 'page');
    await app.ready();

    const body = await app.inject({ method: 'POST', url: '/api/loose', payload: { list: [{ note: 'x\u0000y' }] } });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ code: 'BAD_REQUEST', message: 'Invalid data', fields: { 'list.0.note': 'INVALID_VALUE' } });
    expect((await app.inject({ method: 'GET', url: '/api/things/1?q=a%00b' })).json()).toMatchObject({ fields: { q: 'INVALID_VALUE' } });
    expect((await app.inject({ method: 'GET', url: '/api/things/a%00b' })).json()).toMatchObject({ fields: { id: 'INVALID_VALUE' } });
    expect((await app.inject({ method: 'POST', url: '/api/loose', payload: { note: 'line\nbreak\tand tab' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/page?q=%00' })).statusCode).toBe(200);
    await app.close();
  });
});
