import type { GroupListItemDto, SubGroupOverviewDto } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const WATER_POLO = { id: 4, name: 'Water-polo' };
const group = (id: number, name: string) =>
  ({ id, name, sectionId: WATER_POLO.id, Section: WATER_POLO, protected: false, systemRole: null }) as GroupListItemDto;

const OVERVIEW: SubGroupOverviewDto = {
  id: 22,
  name: 'U9',
  subGroups: [],
  coaches: [{ id: 7, firstName: 'Théo', lastName: 'Girard', groupCoach: true }],
  students: [],
};

describe('create a sub-group from the menu', { timeout: 30_000 }, () => {
  it('asks for the group first, offered in natural order, then opens its sub-groups with the create dialog', async () => {
    setViewport('desktop');
    signIn({ roles: ['ADMIN'] });
    mockApi({
      'GET /group/': { body: [group(21, 'U19'), group(22, 'U9'), group(23, 'U11')] },
      'GET /group/22/subgroup/overview': { body: OVERVIEW },
    });
    const { router } = renderApp('/subgroup/create');
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('heading', { name: 'Créer un sous-groupe', level: 1 })).toBeInTheDocument();
    const proceed = await screen.findByRole('button', { name: 'Continuer' });
    expect(proceed).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: /^Groupe/ }));
    const listbox = await screen.findByRole('listbox');
    // The section heads its groups.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Water-polo', 'U9', 'U11', 'U19']);
    await user.click(within(listbox).getByRole('option', { name: 'U9' }));
    await user.click(proceed);

    await waitFor(() => expect(router.state.location.pathname).toBe('/group/22/subgroups'));
    expect(await screen.findByRole('dialog', { name: 'Créer un sous-groupe' })).toBeInTheDocument();
  });
});
