import type { FeatureRoute } from '@/app/routeTypes';
import { paths } from '@/app/paths';
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
