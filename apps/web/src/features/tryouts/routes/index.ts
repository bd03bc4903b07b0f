import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { adminOnly } from '@/lib/session';

/** Try-out tests (docs/product.md#screen-tests): the admin's menu (docs/product.md#roles); the server checks every call. */
export const tryoutsRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.testCreate,
    access: adminOnly,
    screen: () => import('./CreateTryoutPage').then((m) => m.CreateTryoutPage),
  },
  { kind: 'staff', path: paths.tests, access: adminOnly, screen: () => import('./TryoutListPage').then((m) => m.TryoutListPage) },
  { kind: 'staff', path: paths.test, access: adminOnly, screen: () => import('./EditTryoutPage').then((m) => m.EditTryoutPage) },
  {
    kind: 'staff',
    path: paths.testStart,
    access: adminOnly,
    screen: () => import('./StartTryoutPage').then((m) => m.StartTryoutPage),
  },
];
