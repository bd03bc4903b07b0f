import { afterEach, describe, expect, it } from 'vitest';
import { forgetPhoneCopy, offlineStore, openOfflineSessionIfKept } from '@/features/offline';
import { getAccessToken, getSession } from '@/lib/session';
import { mockApi } from '@/testing/fetchMock';
import { loginResponse } from '@/testing/session';
import { restoreSession } from './restoreSession';

const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

/** What the app hands in (app/guards/SessionGate.tsx). */
const offline = () => Promise.resolve({ forgetPhoneCopy, openOfflineSessionIfKept });

afterEach(async () => {
  document.cookie = 'club_session=; path=/; max-age=0';
  for (const name of ['pendingSheets', 'rosters', 'planning', 'groups', 'profile'] as const) await offlineStore().clear(name);
});

const keepCopy = async () => {
  await offlineStore().put('profile', 'me', { login: 'coach', roles: ['COACH'] });
  await offlineStore().put('groups', 'list', [{ id: 7, name: 'Benjamins', systemRole: null }]);
};

// docs/product.md#offline-attendance
describe('the start-up refresh without a network', () => {
  it('opens an offline session, without a token, from the profile this phone kept', async () => {
    await keepCopy();
    document.cookie = 'club_session=1; path=/';
    mockApi({ 'POST /coach/refresh': networkDown });

    await restoreSession(offline);
    expect(getSession()).toMatchObject({ status: 'authenticated', login: 'coach', roles: ['COACH'], isCoach: true, offline: true });
    expect(getAccessToken()).toBeNull();
  });

  it('leaves the visitor anonymous when nothing was kept', async () => {
    document.cookie = 'club_session=1; path=/';
    mockApi({ 'POST /coach/refresh': networkDown });
    await restoreSession(offline);
    expect(getSession()).toMatchObject({ status: 'anonymous', login: null });
    expect(getSession().offline).toBeUndefined();
  });

  it('is replaced by a real session when the refresh succeeds, and a refused refresh clears the copy', async () => {
    await keepCopy();
    document.cookie = 'club_session=1; path=/';
    mockApi({ 'POST /coach/refresh': { body: loginResponse({ login: 'coach' }) } });
    await restoreSession(offline);
    expect(getSession()).toMatchObject({ status: 'authenticated', login: 'coach' });
    expect(getSession().offline).toBeUndefined();

    mockApi({ 'POST /coach/refresh': { status: 401, body: { code: 'UNAUTHORIZED', message: 'No session' } } });
    await restoreSession(offline);
    expect(getSession().status).toBe('anonymous');
    await expect.poll(() => offlineStore().get('profile', 'me')).toBeUndefined();
    expect(await offlineStore().values('groups')).toEqual([]);
  });
});
