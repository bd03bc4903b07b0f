import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { renderInShell } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { GroupCalendarButton } from './GroupCalendarButton';
import { MyCalendarPanel } from './MyCalendarPanel';
import { webcalUrlOf } from './webcalUrl';

const FIRST = 'https://club.example/api/calendar/feed/first-token.ics';
const SECOND = 'https://club.example/api/calendar/feed/second-token.ics';

describe('calendar link dialog', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('shows the group’s link, opens it in the calendar app, copies it, revokes it and shows the new one', async () => {
    const server = mockApi({
      'GET /calendar/group/7/link': (_call, index) => ({ body: { url: index === 0 ? FIRST : SECOND } }),
      'DELETE /calendar/group/7/link': { status: 204 },
    });
    setViewport('phone');
    signIn({ roles: ['COACH'] });
    // Before rendering: the dialog offers "Copy" only where a clipboard exists.
    const user = userEvent.setup();
    renderInShell(<GroupCalendarButton groupId={7} groupName="Benjamins" />);

    // Nothing asked before the button is used.
    const button = await screen.findByRole('button', { name: 'Lien calendrier' });
    expect(server.callsTo('GET', '/calendar/group/7/link')).toHaveLength(0);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Calendrier du groupe Benjamins' });
    const field = await within(dialog).findByRole('textbox', { name: 'Adresse du calendrier' });
    expect(server.callsTo('GET', '/calendar/group/7/link')).toHaveLength(1);
    expect(field).toHaveValue(FIRST);
    expect(field).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('link', { name: 'Ouvrir dans mon application calendrier' })).toHaveAttribute(
      'href',
      'webcal://club.example/api/calendar/feed/first-token.ics',
    );
    expect(dialog).toHaveTextContent('quiconque le possède voit le planning');

    await user.click(within(dialog).getByRole('button', { name: 'Copier' }));
    expect(await navigator.clipboard.readText()).toBe(FIRST);
    expect(await screen.findByText('Copié dans le presse-papiers')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Révoquer et créer un nouveau lien' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Révoquer ce lien ?' });
    // Asked first: nothing is revoked until confirmed.
    expect(server.callsTo('DELETE', '/calendar/group/7/link')).toHaveLength(0);
    await user.click(within(confirmation).getByRole('button', { name: 'Révoquer' }));
    await waitFor(() => expect(field).toHaveValue(SECOND));
    expect(server.callsTo('DELETE', '/calendar/group/7/link')).toHaveLength(1);
    // Once the confirmation has closed (until then the dialog under it is hidden from assistive technologies).
    expect(await within(dialog).findByRole('status')).toHaveTextContent('l’ancien ne fonctionne plus');
    expect(within(dialog).getByRole('link', { name: 'Ouvrir dans mon application calendrier' })).toHaveAttribute(
      'href',
      'webcal://club.example/api/calendar/feed/second-token.ics',
    );
  });

  it('keeps the link when the revocation is cancelled, and says why one is refused', async () => {
    const server = mockApi({
      'GET /calendar/group/7/link': { body: { url: FIRST } },
      'DELETE /calendar/group/7/link': { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } },
    });
    setViewport('desktop');
    signIn({ roles: ['COACH'] });
    const user = userEvent.setup();
    renderInShell(<GroupCalendarButton groupId={7} groupName="Benjamins" />);
    await user.click(await screen.findByRole('button', { name: 'Lien calendrier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendrier du groupe Benjamins' });
    await within(dialog).findByRole('textbox', { name: 'Adresse du calendrier' });

    await user.click(within(dialog).getByRole('button', { name: 'Révoquer et créer un nouveau lien' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Révoquer ce lien ?' })).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Révoquer ce lien ?' })).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/calendar/group/7/link')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Révoquer et créer un nouveau lien' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Révoquer ce lien ?' })).getByRole('button', { name: 'Révoquer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Vous n’avez pas les droits nécessaires pour cette action');
    expect(within(dialog).getByRole('textbox', { name: 'Adresse du calendrier' })).toHaveValue(FIRST);
  });

  it('gives a staff member their own feed, in English', async () => {
    const server = mockApi({
      'GET /calendar/coach/link': (_call, index) => ({ body: { url: index === 0 ? FIRST : SECOND } }),
      'DELETE /calendar/coach/link': { status: 204 },
    });
    setViewport('phone');
    signIn({ roles: ['COACH'] });
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderInShell(<MyCalendarPanel />);

    expect(await screen.findByRole('heading', { name: 'My calendar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get my calendar link' }));
    const dialog = await screen.findByRole('dialog', { name: 'My calendar' });
    expect(await within(dialog).findByRole('textbox', { name: 'Calendar address' })).toHaveValue(FIRST);
    expect(within(dialog).getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute('href', webcalUrlOf(FIRST));
    expect(dialog).toHaveTextContent('whoever has it sees the schedule');

    await user.click(within(dialog).getByRole('button', { name: 'Revoke and make a new link' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke this link?' })).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Calendar address' })).toHaveValue(SECOND));
    expect(server.callsTo('DELETE', '/calendar/coach/link')).toHaveLength(1);
  });

  it('subscribes with webcal:// whatever the scheme', () => {
    expect(webcalUrlOf('https://club.example/api/calendar/feed/a.ics')).toBe('webcal://club.example/api/calendar/feed/a.ics');
    expect(webcalUrlOf('http://localhost:3000/api/calendar/feed/a.ics')).toBe('webcal://localhost:3000/api/calendar/feed/a.ics');
  });
});
