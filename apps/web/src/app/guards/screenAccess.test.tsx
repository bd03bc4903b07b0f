import { audienceAllows, STAFF_ACCESS, STAFF_SCREENS, type Role } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { featureRoutes } from '../routes';

const REFUSED = 'Accès réservé';

const COMBINATIONS: { who: string; roles: Role[] }[] = [
  { who: 'an admin', roles: ['ADMIN'] },
  { who: 'a section manager', roles: ['SECTION_MANAGER'] },
  { who: 'a coach', roles: ['COACH'] },
  { who: 'a coach who also manages a section', roles: ['COACH', 'SECTION_MANAGER'] },
];

const staffPaths = featureRoutes.flatMap((route) => (route.kind === 'staff' ? [route.path] : []));
const screenOf = (path: string) => STAFF_SCREENS[path as keyof typeof STAFF_SCREENS];

/**
 * The roles (docs/product.md#roles) on the screens: each staff route, opened by each role combination, opens or is
 * refused as the domain's screen table says; the server's tests hold the API to the same
 * table (auth/screen-access.test.ts), so a screen opens exactly where its calls are served.
 */
describe('which staff screens open for which roles', () => {
  it('has a rule in the domain table for every staff screen, and none for a screen that is gone', () => {
    expect([...staffPaths].sort()).toEqual(Object.keys(STAFF_SCREENS).sort());
  });

  describe.each(COMBINATIONS)('for $who', ({ roles }) => {
    it.each(staffPaths)('%s', { timeout: 30_000 }, async (path) => {
      const rule = screenOf(path);
      expect(rule, `${path} is missing from STAFF_SCREENS`).toBeDefined();
      const opens = audienceAllows(STAFF_ACCESS[rule.capability], roles);
      setViewport('desktop');
      signIn({ roles });
      // Every call answers 404: a screen that opens says so its own way, never with the refusal.
      mockApi({});
      const { router } = renderApp(path.replace(/:\w+/g, '12'));
      await waitFor(() => expect(router.state.initialized).toBe(true));

      if (opens) {
        // The screen has run: its title, or the alert its failed call leaves.
        const main = within(await screen.findByRole('main'));
        await waitFor(() => expect([...main.queryAllByRole('heading', { level: 1 }), ...main.queryAllByRole('alert')]).not.toEqual([]));
        expect(main.queryByRole('heading', { name: REFUSED })).not.toBeInTheDocument();
      } else {
        expect(await screen.findByRole('heading', { name: REFUSED, level: 1 })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe(path.replace(/:\w+/g, '12'));
      }
    });
  });
});
