import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { setViewport } from '@/testing/viewport';
import { resumeFixture } from '../testing/resumeFixture';

const TOKEN = 'k7Q2mVx9-token-of-forty-characters-long';

const publicClub = (logoUrl: string | null) => ({
  name: 'Cercle des Nageurs de Fontvieille',
  shortName: null,
  logoUrl,
  address: { lines: [], postalCode: null, city: null, country: null },
  email: null,
  phone: null,
  website: null,
});

const openForm = async (club: { status?: number; body: unknown }) => {
  setViewport('phone');
  const server = mockApi({ 'GET /subscription/resume': { body: resumeFixture() }, 'GET /club': club });
  const view = renderApp(`/subscribe?token=${TOKEN}`);
  // The first render loads the form's lazy chunk.
  await screen.findByRole('button', { name: /Suivant/ }, { timeout: 15_000 });
  return { ...view, server, header: () => view.container.querySelector('header')! };
};

describe('the club at the head of the family’s form', () => {
  it('shows the club’s logo, decorative, 48 px high, beside its name on a phone', async () => {
    const { header, server } = await openForm({ body: publicClub('/api/club/logo?v=0123abcd') });
    expect(await within(header()).findByText('Cercle des Nageurs de Fontvieille')).toBeInTheDocument();
    const logo = header().querySelector('img');
    expect(logo).toHaveAttribute('src', '/api/club/logo?v=0123abcd');
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('height', '48');
    expect(within(header()).queryByRole('img')).not.toBeInTheDocument();
    // Public: asked without any login.
    expect(server.callsTo('GET', '/club')[0]?.authorization).toBeNull();
  });

  it('has no logo when the club has none, and names the app while the club cannot be read', async () => {
    const withoutLogo = await openForm({ body: publicClub(null) });
    expect(await within(withoutLogo.header()).findByText('Cercle des Nageurs de Fontvieille')).toBeInTheDocument();
    expect(withoutLogo.header().querySelector('img')).toBeNull();
    withoutLogo.unmount();

    const unread = await openForm({ status: 500, body: { code: 'UNKNOWN_ERROR', message: 'Unknown error' } });
    expect(within(unread.header()).getByText('Club de natation')).toBeInTheDocument();
    expect(unread.header().querySelector('img')).toBeNull();
  });
});
