import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildTryout, GROUP_OPTIONS, PLACES, TYPES } from '../testing/factories';
import { keepComputedStyles } from '@/testing/computedStyles';

// What some tests check is the CSS itself (src/testing/computedStyles.ts).
keepComputedStyles();

const openCreate = async (routes: MockRoutes = {}) => {
  setViewport('desktop');
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({
    'GET /type/': { body: TYPES },
    'GET /test/groups': { body: GROUP_OPTIONS },
    'GET /test/': { body: [buildTryout()] },
    'GET /club/places': { body: PLACES },
    ...routes,
  });
  const view = renderApp('/test/create');
  await screen.findByRole('heading', { name: 'Créer un test', level: 1 });
  await screen.findByRole('form', { name: 'Créer le test' });
  return { server, router: view.router, user: userEvent.setup({ delay: null }) };
};

/** The picker's hidden input takes a whole typed value, as a browser's autofill would. */
const typeDateTime = (text: string) => {
  const input = document.querySelector<HTMLInputElement>('input[name="scheduledDateTime"]');
  if (input === null) throw new Error('no date input');
  fireEvent.change(input, { target: { value: text } });
};

const choose = async (user: ReturnType<typeof userEvent.setup>, label: string | RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('test creation', () => {
  it('starts with the stadium and capacity 0, and refuses an empty form with the messages of docs/product.md#validation', async () => {
    const { server, user } = await openCreate();
    expect(screen.getByLabelText(/^Lieu/)).toHaveValue('Stade Louis II');
    expect(screen.getByLabelText(/^Capacité/)).toHaveValue(0);
    await user.click(screen.getByRole('button', { name: 'Créer le test' }));
    expect(await screen.findByText('Date invalide')).toBeInTheDocument();
    expect(screen.getByText('La capacité doit être un nombre entier entre 1 et 500')).toBeInTheDocument();
    expect(screen.getAllByText('Année de naissance invalide')).toHaveLength(2);
    expect(screen.getByText('Type invalide')).toBeInTheDocument();
    // The first field in error is the date: its first section takes the cursor, its message stays.
    expect(document.activeElement).toHaveAttribute('role', 'spinbutton');
    expect(document.activeElement?.closest('.MuiPickersTextField-root')?.querySelector('input[name="scheduledDateTime"]')).not.toBeNull();
    expect(screen.getByText('Date invalide')).toBeInTheDocument();
    expect(server.callsTo('POST', '/test/')).toHaveLength(0);
  });

  it('offers the birth years from 2021 down to the current year minus 80 (docs/product.md#constants)', async () => {
    const { user } = await openCreate();
    await user.click(screen.getByRole('combobox', { name: /Année de naissance minimale/ }));
    const years = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years[0]).toBe('2021');
    expect(years.at(-1)).toBe(String(new Date().getFullYear() - 80));
    expect(years).toHaveLength(2021 - (new Date().getFullYear() - 80) + 1);
  });

  it('refuses a past date and a minimum year above the maximum; an error clears when its field gets focus', async () => {
    const { server, user } = await openCreate();
    typeDateTime('15/09/2020 10:30');
    await user.clear(screen.getByLabelText(/^Capacité/));
    await user.type(screen.getByLabelText(/^Capacité/), '12');
    await choose(user, /Année de naissance minimale/, '2016');
    await choose(user, /Année de naissance maximale/, '2012');
    await choose(user, /^Type/, 'Natation compétition');
    await user.click(screen.getByRole('button', { name: 'Créer le test' }));
    expect(await screen.findByText('La date du test doit être dans le futur')).toBeInTheDocument();
    expect(screen.getByText('L’année minimale ne peut pas dépasser l’année maximale')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Année de naissance minimale/ }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('L’année minimale ne peut pas dépasser l’année maximale')).not.toBeInTheDocument());
    expect(screen.getByText('La date du test doit être dans le futur')).toBeInTheDocument();
    expect(server.callsTo('POST', '/test/')).toHaveLength(0);
  });

  it('says every error at once: the order of the years does not wait for the other fields to be right', async () => {
    const { server, user } = await openCreate();
    typeDateTime('15/09/2099 10:30');
    await choose(user, /Année de naissance minimale/, '2016');
    await choose(user, /Année de naissance maximale/, '2012');
    await user.click(screen.getByRole('button', { name: 'Créer le test' }));
    expect(await screen.findByText('La capacité doit être un nombre entier entre 1 et 500')).toBeInTheDocument();
    expect(screen.getByText('L’année minimale ne peut pas dépasser l’année maximale')).toBeInTheDocument();
    expect(screen.getByText('Type invalide')).toBeInTheDocument();
    expect(server.callsTo('POST', '/test/')).toHaveLength(0);
  });

  it('puts the cursor on the first field in error, scrolled into view, and leaves its message there', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { user } = await openCreate();
      typeDateTime('15/09/2099 10:30');
      await choose(user, /Année de naissance minimale/, '2016');
      await choose(user, /Année de naissance maximale/, '2012');
      await choose(user, /^Type/, 'Natation compétition');
      await user.click(screen.getByRole('button', { name: 'Créer le test' }));
      const capacity = screen.getByLabelText(/^Capacité/);
      await waitFor(() => expect(capacity).toHaveFocus());
      expect(scrolled).toEqual([capacity]);
      expect(screen.getByText('La capacité doit être un nombre entier entre 1 et 500')).toBeInTheDocument();
      expect(screen.getByText('L’année minimale ne peut pas dépasser l’année maximale')).toBeInTheDocument();

      // Corrected, the capacity lets the next error take the cursor: a select this time.
      await user.clear(capacity);
      await user.type(capacity, '12');
      await user.click(screen.getByRole('button', { name: 'Créer le test' }));
      await waitFor(() => expect(screen.getByRole('combobox', { name: /Année de naissance minimale/ })).toHaveFocus());
      expect(screen.getByText('L’année minimale ne peut pas dépasser l’année maximale')).toBeInTheDocument();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('keeps its buttons in a bar stuck to the bottom of the screen, below however many groups', async () => {
    await openCreate();
    const actions = screen.getByRole('group', { name: 'Actions du formulaire' });
    expect(within(actions).getByRole('button', { name: 'Créer le test' })).toHaveAttribute('type', 'submit');
    expect(within(actions).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(getComputedStyle(actions).position).toBe('sticky');
    expect(getComputedStyle(actions).bottom).toBe('0px');
  });

  it('creates the test, then sets the possible groups chosen by section, says TEST_CREATION_SUCCEEDED and shows the list', async () => {
    const { server, user, router } = await openCreate({
      'POST /test/': { status: 201, body: { id: 31 } },
      'POST /test/31/group': { body: [] },
    });
    typeDateTime('15/09/2099 10:30');
    await user.clear(screen.getByLabelText(/^Capacité/));
    await user.type(screen.getByLabelText(/^Capacité/), '12');
    await choose(user, /Année de naissance minimale/, '2012');
    await choose(user, /Année de naissance maximale/, '2016');
    await choose(user, /^Type/, 'Natation compétition');
    // The whole section at once, and one group of another.
    await user.click(screen.getByRole('checkbox', { name: 'Tous les groupes de la section Natation sportive' }));
    await user.click(within(screen.getByRole('group', { name: 'Section École de natation' })).getByRole('checkbox', { name: 'Éveil' }));
    await user.click(screen.getByRole('button', { name: 'Créer le test' }));

    expect(await screen.findByText('Test créé')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/'));
    expect(server.callsTo('POST', '/test/')[0]?.body).toEqual({
      scheduledDateTime: '2099-09-15T08:30:00.000Z',
      capacity: 12,
      minBirthYear: 2012,
      maxBirthYear: 2016,
      selectedTypeId: 9,
      location: 'Stade Louis II',
    });
    expect(server.callsTo('POST', '/test/31/group')[0]?.body).toEqual({ groupIds: [12, 13, 20] });
  });

  it('says TEST_CREATION_FAILED_BAD_REQUEST when a test already exists at that time and place', async () => {
    const { user, router } = await openCreate({
      'POST /test/': { status: 400, body: { code: 'BAD_REQUEST', message: 'Invalid', fields: { scheduledDateTime: 'TEST_TIME_TAKEN' } } },
    });
    typeDateTime('15/09/2099 10:30');
    await user.clear(screen.getByLabelText(/^Capacité/));
    await user.type(screen.getByLabelText(/^Capacité/), '5');
    await choose(user, /Année de naissance minimale/, '2012');
    await choose(user, /Année de naissance maximale/, '2016');
    await choose(user, /^Type/, 'Natation loisir');
    await user.click(screen.getByRole('button', { name: 'Créer le test' }));
    expect(await screen.findByText('Un test existe déjà à cette heure à cet endroit')).toBeInTheDocument();
    expect(screen.getByText('Un test existe déjà à cette heure et à cet endroit')).toBeInTheDocument();
    // The date the server refused takes the cursor, its message kept.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('role', 'spinbutton'));
    expect(screen.getByText('Un test existe déjà à cette heure et à cet endroit')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/test/create');
  });

  it('lists only the upcoming tests with places left beside the form, each place counted in words', async () => {
    const { server } = await openCreate({
      'GET /test/': {
        body: [
          buildTryout(),
          buildTryout({ id: 8, scheduledDate: '22/09/2099', scheduledDateTime: '2099-09-22T08:30:00.000Z', remaining: 1, assigned: 9 }),
        ],
      },
    });
    const panel = await screen.findByRole('region', { name: 'Tests avec des places' });
    expect(await within(panel).findByText('15/09/2099 à 10:30')).toBeInTheDocument();
    expect(within(panel).getByText('9 places libres sur 10 · 2012–2016 · Natation compétition')).toBeInTheDocument();
    expect(within(panel).getByText('1 place libre sur 10 · 2012–2016 · Natation compétition')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'GET' && call.path === '/test/')).toBe(true);
  });
});

/** Every field but the location, valid. */
const fillAllButLocation = async (user: ReturnType<typeof userEvent.setup>) => {
  typeDateTime('15/09/2099 10:30');
  await user.clear(screen.getByLabelText(/^Capacité/));
  await user.type(screen.getByLabelText(/^Capacité/), '12');
  await choose(user, /Année de naissance minimale/, '2012');
  await choose(user, /Année de naissance maximale/, '2016');
  await choose(user, /^Type/, 'Natation compétition');
};

describe('test creation: the location among the club’s places', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('starts at the default place, not the first, and offers every place in the club’s order', async () => {
    const { user } = await openCreate();
    const location = screen.getByRole('combobox', { name: /^Lieu/ });
    expect(location).toHaveValue('Stade Louis II');
    await user.click(location);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Piscine Rainier III', 'Stade Louis II']);
    await user.click(screen.getByRole('option', { name: 'Piscine Rainier III' }));
    expect(location).toHaveValue('Piscine Rainier III');
    expect(screen.queryByRole('link', { name: /bassins du club/ })).not.toBeInTheDocument();
  });

  it('keeps a place typed by hand, which is no place of the club', async () => {
    const { server, user } = await openCreate({ 'POST /test/': { status: 201, body: { id: 31 } }, 'POST /test/31/group': { body: [] } });
    await fillAllButLocation(user);
    const location = screen.getByRole('combobox', { name: /^Lieu/ });
    await user.clear(location);
    await user.type(location, 'Piscine de Fontvieille');
    await user.click(screen.getByRole('button', { name: 'Créer le test' }));
    expect(await screen.findByText('Test créé')).toBeInTheDocument();
    expect(server.callsTo('POST', '/test/')[0]?.body).toMatchObject({ location: 'Piscine de Fontvieille' });
  });

  it('without places: the location starts empty and must be typed, and the admin is shown where to add places', async () => {
    const { server, user } = await openCreate({ 'GET /club/places': { body: [] } });
    expect(screen.getByRole('combobox', { name: /^Lieu/ })).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Ajoutez les bassins du club dans les réglages du club' })).toHaveAttribute(
      'href',
      '/club#club-places',
    );
    await fillAllButLocation(user);
    await user.click(screen.getByRole('button', { name: 'Créer le test' }));
    expect(await screen.findByText('Lieu invalide')).toBeInTheDocument();
    expect(server.callsTo('POST', '/test/')).toHaveLength(0);
  });

  it('with places out of reach: the location starts empty, with no hint, and a typed one is sent', async () => {
    const { server, user } = await openCreate({
      'GET /club/places': { status: 500, body: { code: 'UNKNOWN_ERROR', message: 'Unknown error' } },
      'POST /test/': { status: 201, body: { id: 31 } },
      'POST /test/31/group': { body: [] },
    });
    expect(screen.getByRole('combobox', { name: /^Lieu/ })).toHaveValue('');
    expect(screen.queryByRole('link', { name: /bassins du club/ })).not.toBeInTheDocument();
    await fillAllButLocation(user);
    await user.type(screen.getByRole('combobox', { name: /^Lieu/ }), 'Stade Louis II');
    await user.click(screen.getByRole('button', { name: 'Créer le test' }));
    expect(await screen.findByText('Test créé')).toBeInTheDocument();
    expect(server.callsTo('POST', '/test/')[0]?.body).toMatchObject({ location: 'Stade Louis II' });
  });

  it('says where to add places in English too', async () => {
    await i18n.changeLanguage('en');
    setViewport('phone');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    mockApi({
      'GET /type/': { body: TYPES },
      'GET /test/groups': { body: GROUP_OPTIONS },
      'GET /test/': { body: [] },
      'GET /club/places': { body: [] },
    });
    renderApp('/test/create');
    expect(await screen.findByRole('link', { name: 'Add the club’s pools in Club settings' })).toHaveAttribute('href', '/club#club-places');
    expect(screen.getByRole('combobox', { name: /^Location/ })).toHaveValue('');
  });
});
