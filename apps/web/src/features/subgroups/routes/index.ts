import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { accessRules } from '@/lib/session';

/** Sub-group management is for admins and section managers, who write on groups (docs/product.md#roles). */
export const subgroupsRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.groupSubgroups,
    access: accessRules.writeGroups,
    screen: () => import('./SubGroupsPage').then((m) => m.SubGroupsPage),
  },
  {
    kind: 'staff',
    path: paths.subgroups,
    access: accessRules.writeGroups,
    screen: () => import('./SubGroupListPage').then((m) => m.SubGroupListPage),
  },
  {
    kind: 'staff',
    path: paths.subgroupCreate,
    access: accessRules.writeGroups,
    screen: () => import('./CreateSubGroupPage').then((m) => m.CreateSubGroupPage),
  },
];
