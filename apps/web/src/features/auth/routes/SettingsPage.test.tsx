import type { ValidResult } from '@club/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAccessToken, getSession } from '@/lib/session';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { loginResponse, signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const OLD = /^Ancien mot de passe/;
const NEW = /^Nouveau mot de passe/;
const CONFIRMATION = /^Confirmation du nouveau mot de passe/;

const openSettings = async () => {
  setViewport('desktop');
  const app = renderApp('/settings');
  await screen.findByRole('heading', { name: 'Préférences' });
  return app;
};

const fillForm = async (user: ReturnType<typeof userEvent.setup>, values: [string, string, string]) => {
  await user.type(screen.getByLabelText(OLD), values[0]);
  await user.type(screen.getByLabelText(NEW), values[1]);
  await user.type(screen.getByLabelText(CONFIRMATION), values[2]);
  await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
};

describe('settings: password change', () => {
  it('refuses a confirmation that differs, without calling the server', async () => {
    signIn({ login: 'jdupont' });
    const server = mockApi({});
    await openSettings();

    await fillForm(userEvent.setup(), ['old-password', 'new-password-1', 'new-password-2']);

    expect(await screen.findByLabelText(CONFIRMATION)).toHaveAccessibleDescription(
      'Le mot de passe et la confirmation ne correspondent pas',
    );
    expect(server.calls.filter((call) => call.path !== '/club')).toHaveLength(0);
  });

  it('shows WRONG_PASSWORD under the old password when /coach/verify refuses it', async () => {
    signIn({ login: 'jdupont' });
    const server = mockApi({
      'POST /coach/verify': {
        status: 400,
        body: { code: 'WRONG_PASSWORD', message: 'The password is incorrect', fields: { password: 'WRONG_PASSWORD' } },
      },
    });
    await openSettings();
    const user = userEvent.setup();

    await fillForm(user, ['wrong-old', 'new-password-1', 'new-password-1']);

    await waitFor(() => expect(screen.getByLabelText(OLD)).toHaveAccessibleDescription('Le mot de passe est incorrect'));
    expect(server.callsTo('POST', '/coach/update/password')).toHaveLength(0);

    // docs/product.md#validation: an inline error clears when its field gets the focus.
    await user.click(screen.getByLabelText(OLD));
    expect(screen.getByLabelText(OLD)).not.toHaveAccessibleDescription('Le mot de passe est incorrect');
  });

  it('verifies, updates, replaces the token, confirms, and goes home after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn({ login: 'jdupont', access: 'old-access', mustChangePassword: true });
    const server = mockApi({
      'POST /coach/verify': { body: { valid: true } satisfies ValidResult },
      'POST /coach/update/password': { body: loginResponse({ login: 'jdupont', access: 'new-access' }) },
    });
    const { router } = await openSettings();
    expect(screen.getByText('Mot de passe par défaut à remplacer')).toBeInTheDocument();

    await fillForm(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }), ['DupontJean', 'a-new-password', 'a-new-password']);

    expect(await screen.findByText('Mot de passe mis à jour')).toBeInTheDocument();
    expect(server.callsTo('POST', '/coach/verify')[0]?.body).toEqual({ login: 'jdupont', password: 'DupontJean' });
    expect(server.callsTo('POST', '/coach/update/password')[0]?.body).toEqual({
      login: 'jdupont',
      password: 'a-new-password',
      oldPassword: 'DupontJean',
    });
    expect(getAccessToken()).toBe('new-access');
    expect(getSession().mustChangePassword).toBe(false);

    act(() => vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe('/settings');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows server field errors inline', async () => {
    signIn({ login: 'jdupont' });
    mockApi({
      'POST /coach/verify': { body: { valid: true } satisfies ValidResult },
      'POST /coach/update/password': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'The new password must differ', fields: { password: 'PASSWORD_SAME_AS_OLD' } },
      },
    });
    await openSettings();

    await fillForm(userEvent.setup(), ['same-password', 'same-password', 'same-password']);

    await waitFor(() =>
      expect(screen.getByLabelText(NEW)).toHaveAccessibleDescription('Le nouveau mot de passe doit être différent de l’ancien'),
    );
  });

  it('holds a user with the default password on /settings', async () => {
    signIn({ login: 'jdupont', roles: ['ADMIN'], mustChangePassword: true });
    mockApi({});
    setViewport('desktop');
    const { router } = renderApp('/user/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(await screen.findByText('Mot de passe par défaut à remplacer')).toBeInTheDocument();
    // Only the reachable entries remain in the menu.
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(menu).toHaveTextContent('Préférences');
    expect(menu).not.toHaveTextContent('Utilisateurs');
  });
});
