import type { Role } from '@club/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const menuFor = async (roles: Role[]) => {
  setViewport('desktop');
  signIn({ roles });
  mockApi({});
  renderApp('/home');
  return screen.findByRole('navigation', { name: 'Menu principal' });
};

describe('the review of uploaded documents in the menu', () => {
  it.each<[string, Role[]]>([
    ['an admin', ['ADMIN']],
    ['a section manager', ['SECTION_MANAGER']],
    ['a coach who also manages a section', ['COACH', 'SECTION_MANAGER']],
  ])('is offered to %s', async (_who, roles) => {
    const menu = await menuFor(roles);
    expect(within(menu).getByRole('link', { name: 'Documents à vérifier' })).toHaveAttribute('href', '/documents/review');
  });

  it('is not offered to a coach, whom the screen refuses', async () => {
    const menu = await menuFor(['COACH']);
    expect(within(menu).queryByRole('link', { name: 'Documents à vérifier' })).not.toBeInTheDocument();
  });
});
