import { CLUB_TEXT_KEYS, type ClubAdmin, type ClubTextSummary, type Place } from '@club/domain/club';
import type { Role } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';

/** The club as it is before an admin saves anything: MAIL_FROM's name, nothing else. */
const NEW_CLUB: ClubAdmin = {
  name: 'Club de natation',
  shortName: null,
  logoUrl: null,
  address: { lines: [], postalCode: null, city: null, country: null },
  email: null,
  phone: null,
  website: null,
  registrationNumber: null,
  federationNumber: null,
  presidentName: null,
  presidentTitle: null,
  treasurerName: null,
  treasurerTitle: null,
  iban: null,
  bic: null,
  version: 1,
  updatedAt: null,
  updatedBy: null,
};
const SET_UP_CLUB: ClubAdmin = {
  ...NEW_CLUB,
  name: 'Cercle des Nageurs de Monaco',
  address: { lines: ['13 avenue des Castelans'], postalCode: '98000', city: 'Monaco', country: 'Monaco' },
  email: 'contact@cnm.mc',
  version: 2,
  updatedAt: '2026-11-20T09:30:00.000Z',
  updatedBy: 'admin',
};
const DRAFT_TEXTS: ClubTextSummary[] = CLUB_TEXT_KEYS.map((key) => ({
  key,
  version: null,
  publishedAt: null,
  publishedBy: null,
  draft: true,
}));
const PUBLISHED_TEXTS: ClubTextSummary[] = CLUB_TEXT_KEYS.map((key) => ({
  key,
  version: 1,
  publishedAt: '2026-11-20T10:00:00.000Z',
  publishedBy: 'admin',
  draft: false,
}));
const PLACES: Place[] = [{ id: 1, name: 'Stade Louis II', address: null, isDefault: true, sortOrder: 0, version: 1 }];

const NOTHING_SET_UP: MockRoutes = {
  'GET /club': { body: NEW_CLUB },
  'GET /club/texts': { body: DRAFT_TEXTS },
  'GET /club/places': { body: [] },
};
const ALL_SET_UP: MockRoutes = {
  'GET /club': { body: SET_UP_CLUB },
  'GET /club/texts': { body: PUBLISHED_TEXTS },
  'GET /club/places': { body: PLACES },
};

const openHome = async (routes: MockRoutes, roles: Role[] = ['ADMIN'], viewport: keyof typeof VIEWPORTS = 'desktop') => {
  setViewport(viewport);
  signIn({ login: 'marie', roles });
  const server = mockApi(routes);
  const view = renderApp('/home');
  await screen.findByRole('heading', { name: /^(Bienvenue|Welcome), marie/ }, { timeout: 15_000 });
  return { server, router: view.router, unmount: view.unmount, user: userEvent.setup({ delay: null }) };
};

const card = () => screen.findByRole('region', { name: /^(Configurer le club|Set up your club)$/ }, { timeout: 10_000 });
const stepOf = async (name: RegExp) => within(await card()).getByRole('link', { name });

/** Every answer the checklist waits for is in, and React has drawn what follows from them. */
const answered = async (server: ReturnType<typeof mockApi>) => {
  await waitFor(() => {
    for (const path of ['/club', '/club/texts', '/club/places']) expect(server.callsTo('GET', path).length).toBeGreaterThan(0);
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
};

describe('the admin’s club checklist on the home screen', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('lists the three steps to do, each linking to its section of the club screen', async () => {
    await openHome(NOTHING_SET_UP);
    expect(within(await card()).getByText('0 étape faite sur 3 : chacune mène à sa partie de l’écran Club.')).toBeInTheDocument();
    expect(await stepOf(/^Identité À faire/)).toHaveAttribute('href', '/club#club-identity');
    expect(await stepOf(/^Textes À faire/)).toHaveAttribute('href', '/club#club-texts');
    expect(await stepOf(/^Lieux À faire/)).toHaveAttribute('href', '/club#club-places');
  });

  it('marks each step done on its own: the identity, then the places, then the texts', async () => {
    const { server } = await openHome({ ...NOTHING_SET_UP, 'GET /club': { body: SET_UP_CLUB }, 'GET /club/places': { body: PLACES } });
    expect(await stepOf(/^Identité Fait/)).toBeInTheDocument();
    expect(await stepOf(/^Lieux Fait/)).toBeInTheDocument();
    expect(await stepOf(/^Textes À faire/)).toBeInTheDocument();
    expect(within(await card()).getByText(/^2 étapes faites sur 3/)).toBeInTheDocument();
    expect(server.callsTo('GET', '/club/texts')[0]?.authorization).toBe('Bearer access-token-1');
  });

  it('counts texts it cannot read (a server without the route, a failure) as not done, and the page stays whole', async () => {
    for (const texts of [
      { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
      { status: 500, body: { code: 'UNKNOWN_ERROR', message: 'Unknown error' } },
    ]) {
      const { server, unmount } = await openHome({ ...ALL_SET_UP, 'GET /club/texts': texts });
      expect(await stepOf(/^Textes À faire/)).toBeInTheDocument();
      expect(await stepOf(/^Identité Fait/)).toBeInTheDocument();
      expect(screen.getByText('Choisissez une rubrique dans le menu pour commencer.')).toBeInTheDocument();
      expect(server.callsTo('GET', '/club/texts').length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('goes away once every step is done', async () => {
    const { server } = await openHome(ALL_SET_UP);
    await answered(server);
    expect(screen.queryByRole('region', { name: 'Configurer le club' })).not.toBeInTheDocument();
  });

  it('is never shown to a coach or a section manager, who read none of the admin’s routes', async () => {
    for (const roles of [['COACH'], ['SECTION_MANAGER']] satisfies Role[][]) {
      const { server, unmount } = await openHome(NOTHING_SET_UP, roles);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('region', { name: 'Configurer le club' })).not.toBeInTheDocument();
      expect(server.callsTo('GET', '/club/texts')).toHaveLength(0);
      expect(server.callsTo('GET', '/club/places')).toHaveLength(0);
      unmount();
    }
  });

  it('speaks English, on a phone', async () => {
    await i18n.changeLanguage('en');
    await openHome({ ...NOTHING_SET_UP, 'GET /club/places': { body: PLACES } }, ['ADMIN'], 'phone');
    expect(within(await card()).getByText('1 of 3 steps done: each one leads to its part of the Club screen.')).toBeInTheDocument();
    expect(await stepOf(/^Identity To do · the name, postal address and contact e-mail/)).toBeInTheDocument();
    expect(await stepOf(/^Texts To do/)).toBeInTheDocument();
    expect(await stepOf(/^Places Done/)).toBeInTheDocument();
  });

  it('opens the club screen scrolled to the step’s section', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    try {
      const { router, user } = await openHome(NOTHING_SET_UP);
      await user.click(await stepOf(/^Lieux/));
      // The club screen's code loads on first use.
      await screen.findByRole('heading', { name: 'Club', level: 1 }, { timeout: 15_000 });
      expect(router.state.location.pathname).toBe('/club');
      expect(router.state.location.hash).toBe('#club-places');
      const places = screen.getByRole('region', { name: 'Lieux' });
      await waitFor(() => expect(scrolled).toContain(places));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
