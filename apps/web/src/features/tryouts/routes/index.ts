import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { adminOnly } from '@/lib/session';

/** Try-out tests (SPEC §2 Tests): the admin's menu (SPEC §6); the server checks every call. */
export const testsRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.testCreate,
    access: adminOnly,
    screen: () => import('./CreateTestPage').then((m) => m.CreateTestPage),
  },
  { kind: 'staff', path: paths.tests, access: adminOnly, screen: () => import('./TestListPage').then((m) => m.TestListPage) },
  { kind: 'staff', path: paths.test, access: adminOnly, screen: () => import('./EditTestPage').then((m) => m.EditTestPage) },
  {
    kind: 'staff',
    path: paths.testStart,
    access: adminOnly,
    screen: () => import('./StartTestPage').then((m) => m.StartTestPage),
  },
];
