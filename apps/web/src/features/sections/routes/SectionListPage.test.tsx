import type { Role, SectionDto } from '@club/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const section = (overrides: Partial<SectionDto>): SectionDto => ({
  id: 2,
  name: 'Natation sportive',
  managerId: 8,
  Coach: { id: 8, firstName: 'Margaux', lastName: 'Bernard' },
  groups: [
    { id: 12, name: 'Benjamins' },
    { id: 13, name: 'Minimes' },
  ],
  protected: false,
  version: 1,
  ...overrides,
});
const SECTIONS = [section({}), section({ id: 1, name: 'Aucune', managerId: null, Coach: null, groups: [], protected: true })];

const openSections = async (roles: Role[]) => {
  setViewport('phone');
  signIn({ login: 'someone', roles });
  const server = mockApi({ 'GET /section/': { body: SECTIONS }, 'DELETE /section/2': { status: 204 } });
  renderApp('/section/');
  await screen.findByRole('article', { name: 'Natation sportive' });
  return { server, user: userEvent.setup({ delay: null }) };
};

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('section cards', { timeout: 30_000 }, () => {
  it('show the name, the manager and the groups', async () => {
    await openSections(['ADMIN']);
    expect(screen.getByRole('article', { name: 'Natation sportive' })).toHaveTextContent('Responsable : Margaux Bernard');
    expect(screen.getByRole('article', { name: 'Natation sportive' })).toHaveTextContent('Groupes : Benjamins, Minimes');
    expect(screen.getByRole('article', { name: 'Aucune' })).toHaveTextContent('Responsable : aucun');
  });

  it('give an admin the edit and delete icons, but no delete for « Aucune »', async () => {
    await openSections(['ADMIN']);
    expect(card('Natation sportive').getByRole('link', { name: 'Modifier la section Natation sportive' })).toHaveAttribute(
      'href',
      '/section/2',
    );
    expect(card('Natation sportive').getByRole('button', { name: 'Supprimer la section Natation sportive' })).toBeInTheDocument();
    expect(card('Aucune').getByRole('link', { name: 'Modifier la section Aucune' })).toBeInTheDocument();
    expect(card('Aucune').queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
  });

  it('give a non-admin neither icon', async () => {
    await openSections(['SECTION_MANAGER']);
    expect(card('Natation sportive').queryByRole('button')).not.toBeInTheDocument();
    expect(card('Natation sportive').queryByRole('link')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Créer une section' })).not.toBeInTheDocument();
  });

  it('delete a section after CONFIRM_SECTION_DELETE', async () => {
    const { server, user } = await openSections(['ADMIN']);
    await user.click(card('Natation sportive').getByRole('button', { name: 'Supprimer la section Natation sportive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Supprimer la section Natation sportive ? Ses groupes iront dans la section « Aucune ».');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Section Natation sportive supprimée')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/section/2')).toHaveLength(1);
  });
});
