import type { StudentCreateResultDto, TryoutAssignmentDto, TryoutCardDto } from '@club/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const test = (id: number, date: string, remaining: number): TryoutCardDto => ({
  id,
  scheduledDateTime: '2099-09-15T08:30:00.000Z',
  scheduledDate: date,
  scheduledTime: '10:30',
  capacity: 10,
  assigned: 10 - remaining,
  remaining,
  minBirthYear: 2012,
  maxBirthYear: 2016,
  typeId: 9,
  typeLabel: 'Natation compétition',
  type: { id: 9, label: 'Natation compétition' },
  location: 'Stade Louis II',
  completed: false,
  groups: [],
  version: 1,
});

const openCreate = async (routes: MockRoutes = {}) => {
  setViewport('phone');
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({
    'GET /test/birthYear': { body: [test(7, '15/09/2099', 3), test(8, '22/09/2099', 1)] },
    ...routes,
  });
  const view = renderApp('/student/');
  await screen.findByRole('heading', { name: 'Créer un adhérent', level: 1 });
  await screen.findByRole('form', { name: 'Adhérent' });
  return { server, router: view.router, user: userEvent.setup({ delay: null }) };
};

const typeBirthDate = (text: string) => {
  const input = document.querySelector<HTMLInputElement>('input[name="birthDate"]');
  if (input === null) throw new Error('no birth date input');
  fireEvent.change(input, { target: { value: text } });
};

const fillStep1 = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/^Prénom/), 'Léa');
  await user.type(screen.getByLabelText(/^Nom/), 'Martin');
  await user.click(screen.getByRole('radio', { name: 'Féminin' }));
  typeBirthDate('21/06/2014');
  await user.type(screen.getByLabelText(/^E-mail de contact/), 'claire.martin@example.org');
  await user.type(screen.getByLabelText(/^Téléphone de contact/), '0612345678');
};

describe('member creation', () => {
  it('refuses an incomplete step 1 with the validation messages (docs/product.md#validation); gender starts at M', async () => {
    const { server, user } = await openCreate();
    expect(screen.getByRole('radio', { name: 'Masculin' })).toBeChecked();
    await user.type(screen.getByLabelText(/^Prénom/), 'Léa!');
    await user.type(screen.getByLabelText(/^E-mail de contact/), 'claire@example');
    await user.type(screen.getByLabelText(/^Téléphone de contact/), '12');
    typeBirthDate('21/06/1935');
    await user.click(screen.getByRole('button', { name: 'Créer et choisir un test' }));
    for (const message of [
      'Prénom invalide',
      'Nom invalide',
      'Date de naissance invalide',
      'Adresse e-mail invalide',
      'Numéro de téléphone invalide',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.click(screen.getByLabelText(/^Prénom/));
    expect(screen.queryByText('Prénom invalide')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/student/')).toHaveLength(0);
  });

  it('creates the member, lists the tests of the birth year, assigns one with the convocation and returns home', async () => {
    const { server, user, router } = await openCreate({
      'POST /student/': { status: 201, body: { outcome: 'CREATED', id: 88, candidates: [] } satisfies StudentCreateResultDto },
      'POST /test/student': {
        status: 201,
        body: { testId: 8, studentId: 88, remaining: 0, mailQueued: true } satisfies TryoutAssignmentDto,
      },
    });
    await fillStep1(user);
    await user.click(screen.getByRole('combobox', { name: /Langue de la famille/ }));
    await user.click(await screen.findByRole('option', { name: 'Anglais' }));
    await user.click(screen.getByRole('button', { name: 'Créer et choisir un test' }));

    const choices = await screen.findByRole('radiogroup', { name: 'Test pour Léa Martin (année de naissance : 2014)' });
    expect(screen.getByText('Fiche de Léa Martin créée')).toBeInTheDocument();
    expect(server.callsTo('POST', '/student/')[0]?.body).toEqual({
      firstName: 'Léa',
      lastName: 'Martin',
      gender: 'F',
      birthDate: '2014-06-21',
      email: 'claire.martin@example.org',
      phoneNumber: '0612345678',
      language: 'en',
    });
    expect(within(choices).getAllByRole('radio')).toHaveLength(2);
    expect(within(choices).getByText('1 place restante sur 10')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Envoyer la convocation par e-mail à la famille' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Inscrire au test' })).toBeDisabled();

    await user.click(within(choices).getByRole('radio', { name: /22\/09\/2099 à 10:30/ }));
    await user.click(screen.getByRole('button', { name: 'Inscrire au test' }));
    expect(await screen.findByText('Inscription de Léa Martin au test enregistrée ; la convocation est envoyée')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(server.callsTo('POST', '/test/student')[0]?.body).toEqual({ testId: 8, studentId: 88, sendMail: true });
  });

  it('says clearly when the chosen test filled up meanwhile, and stays on step 2', async () => {
    const { user, router } = await openCreate({
      'POST /student/': { status: 201, body: { outcome: 'CREATED', id: 88, candidates: [] } satisfies StudentCreateResultDto },
      'POST /test/student': { status: 409, body: { code: 'TEST_FULL', message: 'This test is full' } },
    });
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Créer et choisir un test' }));
    const choices = await screen.findByRole('radiogroup', { name: /Test pour Léa Martin/ });
    await user.click(within(choices).getByRole('radio', { name: /15\/09\/2099/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Envoyer la convocation par e-mail à la famille' }));
    await user.click(screen.getByRole('button', { name: 'Inscrire au test' }));
    expect(await screen.findAllByText('Ce test est complet : choisissez-en un autre.')).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/student/');
    expect(screen.getByRole('button', { name: 'Inscrire au test' })).toBeDisabled();
  });
});
