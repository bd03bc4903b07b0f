import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { adminOnly } from '@/lib/session';

/** ARCHITECTURE §4: an administrator opens the renewals of the next season. */
export const seasonsRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.seasons,
    access: adminOnly,
    screen: () => import('./SeasonsPage').then((m) => m.SeasonsPage),
  },
];
