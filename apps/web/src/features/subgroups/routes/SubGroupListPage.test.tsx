import type { GroupListItemDto, SubGroupDto } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const WATER_POLO = { id: 4, name: 'Water-polo' };
const SCHOOL = { id: 3, name: 'École de natation' };

const group = (id: number, name: string, section: { id: number; name: string }) =>
  ({ id, name, sectionId: section.id, Section: section, protected: false, systemRole: null }) as GroupListItemDto;

const GROUPS = [group(21, 'U19', WATER_POLO), group(22, 'U9', WATER_POLO), group(23, 'U11', WATER_POLO), group(31, 'École 1', SCHOOL)];
const subGroup = (id: number, name: string): SubGroupDto => ({ id, name, coaches: [] });

describe('all sub-groups (the sub-groups menu)', { timeout: 30_000 }, () => {
  it('lists each group under its section, in natural order, with its sub-groups and the way to manage them', async () => {
    setViewport('desktop');
    signIn({ roles: ['SECTION_MANAGER'] });
    mockApi({
      'GET /group/': { body: GROUPS },
      'GET /group/22/subgroup/': { body: [subGroup(3, 'U9 garçons'), subGroup(2, 'U9 filles')] },
      'GET /group/23/subgroup/': { body: [] },
      'GET /group/21/subgroup/': { body: [] },
      'GET /group/31/subgroup/': { body: [subGroup(5, 'Vague 10'), subGroup(4, 'Vague 9')] },
    });
    const { router } = renderApp('/subgroup/');

    expect(await screen.findByRole('heading', { name: 'Tous les sous-groupes', level: 1 })).toBeInTheDocument();
    const waterPolo = await screen.findByRole('region', { name: 'Water-polo' });
    expect(
      within(waterPolo)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['U9', 'U11', 'U19']);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['École de natation', 'Water-polo']);

    const school = within(screen.getByRole('article', { name: 'École 1' }));
    const listed = await school.findByRole('list', { name: 'Sous-groupes d’École 1' });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vague 9', 'Vague 10']);
    expect(await within(screen.getByRole('article', { name: 'U11' })).findByText('Aucun sous-groupe')).toBeInTheDocument();

    const manage = school.getByRole('link', { name: 'Gérer les sous-groupes d’École 1' });
    expect(manage).toHaveAttribute('href', '/group/31/subgroups');
    await userEvent.setup({ delay: null }).click(within(screen.getByRole('main')).getByRole('link', { name: 'Créer un sous-groupe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subgroup/create'));
  });
});
