import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { accessRules } from '@/lib/session';

/**
 * docs/product.md#roles: every staff member reads groups (a coach only theirs, which the
 * server enforces); admins and section managers create and edit groups and set next-year
 * groups, as the server lets them.
 */
export const groupsRoutes: FeatureRoute[] = [
  { kind: 'staff', path: paths.groups, screen: () => import('./GroupListPage').then((m) => m.GroupListPage) },
  {
    kind: 'staff',
    path: paths.groupCreate,
    access: accessRules.writeGroups,
    screen: () => import('./CreateGroupPage').then((m) => m.CreateGroupPage),
  },
  { kind: 'staff', path: paths.group, screen: () => import('./GroupDetailsPage').then((m) => m.GroupDetailsPage) },
  {
    kind: 'staff',
    path: paths.groupEdit,
    access: accessRules.writeGroups,
    screen: () => import('./EditGroupPage').then((m) => m.EditGroupPage),
  },
  {
    kind: 'staff',
    path: paths.groupNext,
    access: accessRules.writeGroups,
    screen: () => import('./NextYearPage').then((m) => m.NextYearPage),
  },
  { kind: 'staff', path: paths.groupMail, screen: () => import('./GroupMailPage').then((m) => m.GroupMailPage) },
];
