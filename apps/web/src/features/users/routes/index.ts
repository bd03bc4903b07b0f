import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { adminOnly } from '@/lib/session';

/** The users screens are for administrators (docs/product.md#roles). */
export const usersRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.userCreate,
    access: adminOnly,
    screen: () => import('./CreateUserPage').then((m) => m.CreateUserPage),
  },
  {
    kind: 'staff',
    path: paths.users,
    access: adminOnly,
    screen: () => import('./UserListPage').then((m) => m.UserListPage),
  },
];
