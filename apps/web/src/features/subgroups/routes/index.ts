import type { FeatureRoute } from '@/app/routeTypes';
import { paths } from '@/app/paths';
import { groupWriters } from '@/lib/session';

/** SPEC §6: sub-group management is for admins and section managers. */
export const subgroupsRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.groupSubgroups,
    access: groupWriters,
    screen: () => import('./SubGroupsPage').then((m) => m.SubGroupsPage),
  },
];
