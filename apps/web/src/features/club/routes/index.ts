import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { adminOnly } from '@/lib/session';

/** The club's settings are the administrators'. */
export const clubRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.club,
    access: adminOnly,
    screen: () => import('./ClubPage').then((m) => m.ClubPage),
  },
];
