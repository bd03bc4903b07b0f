import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';
import { buildGuardian, buildGuardianPage, studentDetail } from '../testing/factories';

// A full screen with an MUI table: slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

const MARIE = buildGuardian();
const PAUL = buildGuardian({
  id: 12,
  firstName: 'Paul',
  lastName: 'Durand',
  email: 'paul.durand@example.org',
  secondaryEmail: 'pd@example.net',
});

const openPicker = async (routes: MockRoutes = {}, viewport: keyof typeof VIEWPORTS = 'desktop') => {
  setViewport(viewport);
  const server = mockApi({
    'GET /subscription/student/5': { body: studentDetail },
    'GET /guardian/': { body: buildGuardianPage([MARIE, PAUL]) },
    ...routes,
  });
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const view = renderApp('/subscription/problem/5');
  await screen.findAllByText(/Paul/, {}, { timeout: 20_000 });
  return { server, view, user: userEvent.setup() };
};

const guardianQueries = (): URLSearchParams[] =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/guardian/')
    .map((url) => url.searchParams);

const submitButton = (): HTMLElement => screen.getByText('Valider', { selector: 'button' });

describe('guardian picker', () => {
  it('names the member in the title and lists the guardians with every column', async () => {
    await openPicker();

    expect(screen.getByText('Responsable de Léa Dupont', { selector: 'h1' })).toBeInTheDocument();
    const headers = [...document.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual(['Sélection', 'Prénom', 'Nom', 'E-mail', 'Téléphone', 'E-mail secondaire', 'Téléphone secondaire']);
    expect(screen.getByText('pd@example.net')).toBeInTheDocument();
    expect(screen.getByText(/La famille a saisi Maria Durant/)).toBeInTheDocument();
  });

  it('calls an adult’s guardian their contact: title, introduction and confirmation', async () => {
    const adult = { ...studentDetail, firstName: 'Élodie', contactLabel: 'CONTACT' };
    const { user } = await openPicker({
      'GET /subscription/student/5': { body: adult },
      'POST /student/5/guardian': { body: { studentId: 5, guardianId: 12 } },
    });

    expect(screen.getByText('Contact d’Élodie Dupont', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.queryByText(/Responsable d/, { selector: 'h1' })).toBeNull();
    expect(screen.getByText(/Retrouvez le contact de l’adhérent majeur/)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Sélectionner Paul Durand'));
    await user.click(submitButton());
    expect(await screen.findByText('Paul Durand est désormais le contact d’Élodie Dupont')).toBeInTheDocument();
  });

  it('selects one guardian at a time, deselects on a second click, and keeps submit disabled without a selection', async () => {
    const { user } = await openPicker();
    const marie = screen.getByLabelText('Sélectionner Marie Durand');
    const paul = screen.getByLabelText('Sélectionner Paul Durand');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('Aucun responsable sélectionné')).toBeInTheDocument();

    // A click on the row selects.
    await user.click(screen.getByText('marie.durand@example.org'));
    expect(marie).toBeChecked();
    expect(submitButton()).toBeEnabled();
    expect(screen.getByText('Sélection : Marie Durand')).toBeInTheDocument();

    // Another one replaces it: one selected at a time.
    await user.click(paul);
    expect(paul).toBeChecked();
    expect(marie).not.toBeChecked();

    // Clicking the selected one again deselects it (selected id 0).
    await user.click(paul);
    expect(paul).not.toBeChecked();
    expect(marie).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
  });

  it('links the chosen guardian to the member and goes back', async () => {
    const { server, user, view } = await openPicker({ 'POST /student/5/guardian': { body: { studentId: 5, guardianId: 12 } } });

    await user.click(screen.getByLabelText('Sélectionner Paul Durand'));
    await user.click(submitButton());

    expect(await screen.findByText('Paul Durand est désormais responsable de Léa Dupont')).toBeInTheDocument();
    expect(server.callsTo('POST', '/student/5/guardian')[0]?.body).toEqual({ guardianId: 12 });
    // Opened directly, "back" is the subscription list.
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/subscription/'));
  });

  it('keeps the contact the family typed as the member’s guardian, and goes back', async () => {
    const { server, user, view } = await openPicker({ 'POST /student/5/guardian': { body: { studentId: 5, guardianId: 41 } } });
    expect(screen.getByText(/Second contact saisi : papa\.durant@example\.org · —/)).toBeInTheDocument();

    await user.click(screen.getByText('Garder tel que saisi', { selector: 'button' }));

    expect(await screen.findByText('Maria Durant est désormais responsable de Léa Dupont')).toBeInTheDocument();
    expect(server.callsTo('POST', '/student/5/guardian')[0]?.body).toEqual({ keepTypedContactOf: 9 });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/subscription/'));
  });

  it('offers to keep the typed contact only while there is a problem to settle', async () => {
    await openPicker({ 'GET /subscription/student/5': { body: { ...studentDetail, problem: false, guardianId: 11 } } });
    expect(screen.getByText(/La famille a saisi Maria Durant/)).toBeInTheDocument();
    expect(screen.queryByText('Garder tel que saisi')).toBeNull();
  });

  it('comes back from "new guardian" with the created guardian selected', async () => {
    const created = buildGuardian({ id: 40, firstName: 'Maria', lastName: 'Durant', email: 'maria.durant@example.org' });
    const { server, user, view } = await openPicker({ 'POST /guardian/': { status: 201, body: created } });

    await user.click(screen.getByText('Nouveau responsable', { selector: 'a' }));
    await screen.findByText('Nouveau responsable', { selector: 'h1' }, { timeout: 20_000 });
    await user.type(screen.getByLabelText(/^E-mail \*/), 'maria.durant@example.org');
    await user.click(screen.getByText('Valider', { selector: 'button' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/subscription/problem/5'));
    expect(await screen.findByText('Sélection : Maria Durant')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria.durant@example.org');
    await waitFor(() => expect(guardianQueries().at(-1)?.get('email')).toBe('maria.durant@example.org'));
    expect(server.callsTo('POST', '/guardian/')).toHaveLength(1);
  });

  it('filters on the server, any case, once typing pauses', async () => {
    const { user } = await openPicker();
    const typing = userEvent.setup({ delay: null });

    await typing.type(screen.getByLabelText('Nom'), 'DUR');
    await waitFor(() => expect(guardianQueries()).toHaveLength(2));
    expect(Object.fromEntries(guardianQueries()[1] ?? [])).toEqual({ lastName: 'DUR', page: '1', pageSize: '50' });

    await user.click(screen.getByText('Chercher cet e-mail'));
    await waitFor(() => expect(guardianQueries().at(-1)?.get('email')).toBe('marie.durand@example.org'));
    expect(screen.getByLabelText('Nom')).toHaveValue('');
  });

  it('uses cards with the same selection rule on a phone', async () => {
    const { user } = await openPicker({}, 'phone');
    expect(document.querySelector('table')).toBeNull();

    const card = screen.getByText('Paul Durand').closest('li');
    if (card === null) throw new Error('No card');
    await user.click(card);
    expect(within(card).getByLabelText('Sélectionner Paul Durand')).toBeChecked();
    await user.click(card);
    expect(within(card).getByLabelText('Sélectionner Paul Durand')).not.toBeChecked();
  });
});
