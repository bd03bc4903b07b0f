import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { adminOnly } from '@/lib/session';

/** New members (docs/product.md#screen-student-create) and the members of a test: admins only (docs/product.md#roles). */
export const membersRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.studentCreate,
    access: adminOnly,
    screen: () => import('./CreateMemberPage').then((m) => m.CreateMemberPage),
  },
  {
    kind: 'staff',
    path: paths.studentTest,
    access: adminOnly,
    screen: () => import('./TryoutMembersPage').then((m) => m.TryoutMembersPage),
  },
];
