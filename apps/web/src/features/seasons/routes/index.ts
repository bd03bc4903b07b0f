import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { adminOnly } from '@/lib/session';

/** An administrator opens the renewals of the next season (docs/product.md#seasons). */
export const seasonsRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.seasons,
    access: adminOnly,
    screen: () => import('./SeasonsPage').then((m) => m.SeasonsPage),
  },
];
