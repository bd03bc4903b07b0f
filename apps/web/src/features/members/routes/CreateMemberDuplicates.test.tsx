import type { DuplicateCandidateDto, MemberContactResultDto, StudentCreateResultDto } from '@club/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const onFile = (overrides: Partial<DuplicateCandidateDto> = {}): DuplicateCandidateDto => ({
  id: 41,
  match: 'EXACT',
  firstName: 'Léa',
  lastName: 'Martin',
  gender: 'F',
  birthDate: '2014-06-21',
  email: 'claire.martin@example.org',
  phoneNumber: '0611111111',
  groupName: null,
  hasSubscription: false,
  left: false,
  differences: [{ field: 'phoneNumber', typed: '0612345678', onFile: '0611111111' }],
  ...overrides,
});

const open = async (title: string, form: string, routes: MockRoutes) => {
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({ 'GET /test/birthYear': { body: [] }, ...routes });
  const view = renderApp('/student/');
  await screen.findByRole('heading', { name: title, level: 1 });
  await screen.findByRole('form', { name: form });
  return { server, router: view.router, user: userEvent.setup({ delay: null }) };
};

const fill = async (
  user: ReturnType<typeof userEvent.setup>,
  labels: { first: RegExp; last: RegExp; email: RegExp; phone: RegExp },
  names = { first: 'Léa', last: 'Martin' },
) => {
  await user.type(screen.getByLabelText(labels.first), names.first);
  await user.type(screen.getByLabelText(labels.last), names.last);
  const birthDate = document.querySelector<HTMLInputElement>('input[name="birthDate"]');
  if (birthDate === null) throw new Error('no birth date input');
  fireEvent.change(birthDate, { target: { value: '21/06/2014' } });
  await user.type(screen.getByLabelText(labels.email), 'claire.martin@example.org');
  await user.type(screen.getByLabelText(labels.phone), '0612345678');
};

const FR = { first: /^Prénom/, last: /^Nom/, email: /^E-mail de contact/, phone: /^Téléphone de contact/ };
const EN = { first: /^First name/, last: /^Last name/, email: /^Contact e-mail/, phone: /^Contact phone/ };

describe('member creation: a member already on file', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('says the member exists, shows the phone typed against the one on file, applies it on request and goes on with that member (French, phone)', async () => {
    setViewport('phone');
    const existing: StudentCreateResultDto = { outcome: 'EXISTING', id: 41, candidates: [onFile()] };
    const { server, user } = await open('Créer un adhérent', 'Adhérent', {
      'POST /student/': { status: 200, body: existing },
      'PATCH /student/41/contact': {
        body: {
          id: 41,
          email: 'claire.martin@example.org',
          phoneNumber: '0612345678',
          changed: ['phoneNumber'],
        } satisfies MemberContactResultDto,
      },
    });
    await fill(user, FR);
    await user.click(screen.getByRole('button', { name: 'Créer et choisir un test' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cet adhérent existe déjà' });
    expect(within(dialog).getByText(/Rien n’a été créé ni modifié/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Léa Martin, date de naissance : 21/06/2014' })).toBeInTheDocument();
    expect(within(dialog).getByText('Mêmes nom et date de naissance')).toBeInTheDocument();
    expect(within(dialog).getByText('En attente d’un test (aucun groupe)')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Différences entre la saisie et la fiche de Léa Martin' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Champ', 'Saisi', 'Sur la fiche']);
    expect(within(table).getByRole('row', { name: 'Téléphone de contact 0612345678 0611111111' })).toBeInTheDocument();
    // No "create anyway" for the same names and birth date.
    expect(within(dialog).queryByRole('button', { name: /Créer quand même/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Appliquer le nouveau contact' }));
    expect(await screen.findByText('Contact de Léa Martin mis à jour')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/student/41/contact')[0]?.body).toEqual({
      email: 'claire.martin@example.org',
      phoneNumber: '0612345678',
    });
    expect(within(dialog).getByText('Tout ce qui a été saisi correspond à la fiche.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Appliquer le nouveau contact' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continuer avec cet adhérent' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Test pour Léa Martin \(année de naissance : 2014\)/)).toBeInTheDocument();
    // Only one creation call: nothing created behind the secretary's back.
    expect(server.callsTo('POST', '/student/')).toHaveLength(1);
  });

  it('lets the secretary correct the form: the dialog closes and the typed values stay (French)', async () => {
    setViewport('desktop');
    const { server, user } = await open('Créer un adhérent', 'Adhérent', {
      'POST /student/': {
        status: 200,
        body: { outcome: 'EXISTING', id: 41, candidates: [onFile({ hasSubscription: true, groupName: 'Poussins' })] },
      },
    });
    await fill(user, FR);
    await user.click(screen.getByRole('button', { name: 'Créer et choisir un test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cet adhérent existe déjà' });
    expect(within(dialog).getByText('Groupe : Poussins')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ouvrir son inscription' })).toHaveAttribute('href', '/subscription/41');
    await user.click(within(dialog).getByRole('button', { name: 'Corriger la saisie' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(FR.first)).toHaveValue('Léa');
    expect(server.callsTo('PATCH', '/student/41/contact')).toHaveLength(0);
  });

  it('shows near matches with what differs, and creates a new member only when asked (English)', async () => {
    await i18n.changeLanguage('en');
    setViewport('phone');
    const swapped = onFile({
      id: 42,
      match: 'SWAPPED',
      firstName: 'Martin',
      lastName: 'Léa',
      left: true,
      differences: [
        { field: 'firstName', typed: 'Léa', onFile: 'Martin' },
        { field: 'lastName', typed: 'Martin', onFile: 'Léa' },
        { field: 'gender', typed: 'M', onFile: 'F' },
        { field: 'email', typed: 'claire.martin@example.org', onFile: null },
      ],
    });
    const similar = onFile({
      id: 43,
      match: 'SIMILAR',
      firstName: 'Lea',
      differences: [{ field: 'firstName', typed: 'Léa', onFile: 'Lea' }],
    });
    const { server, user } = await open('Create a member', 'Member', {
      'POST /student/': (call) =>
        (call.body as { createAnyway?: boolean }).createAnyway === true
          ? { status: 201, body: { outcome: 'CREATED', id: 88, candidates: [] } }
          : { status: 200, body: { outcome: 'POSSIBLE_DUPLICATE', id: null, candidates: [swapped, similar] } },
    });
    await fill(user, EN);
    await user.click(screen.getByRole('button', { name: 'Create and choose a test' }));

    const dialog = await screen.findByRole('dialog', { name: 'This member may already exist' });
    expect(within(dialog).getByText(/2 members born the same day have a very similar name/)).toBeInTheDocument();
    expect(within(dialog).getByText('First and last name swapped')).toBeInTheDocument();
    expect(within(dialog).getByText('Similar name (accents, capitals)')).toBeInTheDocument();
    expect(within(dialog).getByText('Left the club')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: "Differences between what was typed and Martin Léa's record" });
    expect(within(table).getByRole('row', { name: 'Gender Male Female' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Contact e-mail claire.martin@example.org (empty)' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/student/')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Create a new member anyway' }));
    expect(await screen.findByText(/Test for Léa Martin/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/student/')[1]?.body).toMatchObject({ firstName: 'Léa', lastName: 'Martin', createAnyway: true });
  });
});
