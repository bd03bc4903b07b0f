import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { adminOnly } from '@/lib/session';

/** The treasurer's screen is the administrators' (docs/product.md#treasury). */
export const treasuryRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.treasury,
    access: adminOnly,
    screen: () => import('./TreasuryPage').then((m) => m.TreasuryPage),
  },
];
