import { describe, expect, it } from 'vitest';
import { loginResponse, signIn } from '@/testing/session';
import { mockApi } from '@/testing/fetchMock';
import { getAccessToken, getSession } from '@/lib/session';
import { ApiError } from './ApiError';
import { api } from './client';

const unauthorized = { status: 401, body: { code: 'UNAUTHORIZED', message: 'Authentication required' } };
const renewed = { status: 200, body: loginResponse({ login: 'admin', roles: ['ADMIN'], access: 'access-token-2' }) };

describe('api client', () => {
  it('sends the in-memory access token, same-origin credentials and JSON', async () => {
    signIn({ access: 'access-token-1' });
    const server = mockApi({ 'POST /coach/': { status: 201, body: { id: 3 } } });

    await expect(api.post('/coach/', { firstName: 'Jean' })).resolves.toEqual({ id: 3 });

    expect(server.calls[0]).toMatchObject({ authorization: 'Bearer access-token-1', body: { firstName: 'Jean' } });
    const init = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
  });

  it('on 401 refreshes once with an empty body and retries the call with the new token', async () => {
    signIn({ login: 'admin', roles: ['ADMIN'], access: 'expired-token' });
    const server = mockApi({
      'GET /coach/': (call) => (call.authorization === 'Bearer access-token-2' ? { body: [{ id: 1 }] } : unauthorized),
      'POST /coach/refresh': renewed,
    });

    await expect(api.get('/coach/')).resolves.toEqual([{ id: 1 }]);

    expect(server.callsTo('POST', '/coach/refresh')).toHaveLength(1);
    expect(server.callsTo('POST', '/coach/refresh')[0]?.body).toEqual({});
    expect(server.callsTo('GET', '/coach/')).toHaveLength(2);
    expect(getAccessToken()).toBe('access-token-2');
  });

  it('shares one refresh between concurrent calls that all got 401', async () => {
    signIn({ access: 'expired-token' });
    const server = mockApi({
      'GET /coach/': (call) => (call.authorization === 'Bearer access-token-2' ? { body: ['users'] } : unauthorized),
      'GET /role/': (call) => (call.authorization === 'Bearer access-token-2' ? { body: ['roles'] } : unauthorized),
      'POST /coach/refresh': renewed,
    });

    const answers = await Promise.all([api.get('/coach/'), api.get('/role/'), api.get('/coach/')]);

    expect(answers).toEqual([['users'], ['roles'], ['users']]);
    expect(server.callsTo('POST', '/coach/refresh')).toHaveLength(1);
  });

  it('logs the user out when the refresh is refused', async () => {
    signIn({ access: 'expired-token' });
    const server = mockApi({ 'GET /coach/': unauthorized, 'POST /coach/refresh': unauthorized });

    const failure = api.get('/coach/');

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'LOGOUT' });
    expect(server.callsTo('GET', '/coach/')).toHaveLength(1);
    expect(getSession()).toMatchObject({ status: 'anonymous', endedBy: 'expired', login: null });
    expect(getAccessToken()).toBeNull();
  });

  it('retries only once: a second 401 after a refresh ends the session', async () => {
    signIn({ access: 'expired-token' });
    const server = mockApi({ 'GET /coach/': unauthorized, 'POST /coach/refresh': renewed });

    await expect(api.get('/coach/')).rejects.toMatchObject({ code: 'LOGOUT' });

    expect(server.callsTo('GET', '/coach/')).toHaveLength(2);
    expect(server.callsTo('POST', '/coach/refresh')).toHaveLength(1);
    expect(getSession().status).toBe('anonymous');
  });

  it('never refreshes for a failed login: its 401 is the answer', async () => {
    const server = mockApi({
      'POST /coach/login': { status: 401, body: { code: 'LOGIN_FAILED', message: 'Connection failed' } },
    });

    await expect(api.post('/coach/login', { login: 'a', password: 'b' }, { renewOnUnauthorized: false })).rejects.toMatchObject({
      status: 401,
      code: 'LOGIN_FAILED',
    });
    expect(server.callsTo('POST', '/coach/refresh')).toHaveLength(0);
  });

  it('flags the session when the server demands a password change', async () => {
    signIn({ mustChangePassword: false });
    mockApi({ 'GET /coach/': { status: 403, body: { code: 'PASSWORD_CHANGE_REQUIRED', message: 'Change it' } } });

    await expect(api.get('/coach/')).rejects.toMatchObject({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(getSession().mustChangePassword).toBe(true);
  });

  it('keeps the field messages of a 400 and maps statuses per docs/product.md#errors', async () => {
    signIn();
    mockApi({
      'POST /coach/': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Invalid data', fields: { firstName: 'FIRST_NAME_ERROR' } },
      },
      'GET /missing': { status: 404, body: '<html>' },
      'GET /broken': { status: 502 },
      'GET /crash': { status: 500, body: { code: 'CONFLICT', message: 'stack trace?' } },
    });

    await expect(api.post('/coach/', {})).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fields: { firstName: 'FIRST_NAME_ERROR' },
    });
    await expect(api.get('/missing')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(api.get('/broken')).rejects.toMatchObject({ status: 502, code: 'UNKNOWN_ERROR' });
    await expect(api.get('/crash')).rejects.toMatchObject({ status: 500, code: 'UNKNOWN_ERROR' });
  });

  it('answers 204 with undefined', async () => {
    signIn();
    mockApi({ 'DELETE /coach/4': { status: 204 } });
    await expect(api.delete('/coach/4')).resolves.toBeUndefined();
  });
});

describe('api client when the server fails during a refresh', () => {
  it('keeps the session when the refresh itself fails with a 5xx', async () => {
    signIn({ access: 'expired-token' });
    mockApi({ 'GET /coach/': unauthorized, 'POST /coach/refresh': { status: 503 } });

    await expect(api.get('/coach/')).rejects.toMatchObject({ status: 503, code: 'UNKNOWN_ERROR' });
    expect(getSession().status).toBe('authenticated');
  });
});
