import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { adminOnly } from '@/lib/session';

/** Guardians belong to the members screens, for administrators (docs/product.md#roles). */
export const guardiansRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.subscriptionProblem,
    access: adminOnly,
    screen: () => import('./GuardianPickerPage').then((m) => m.GuardianPickerPage),
  },
  {
    kind: 'staff',
    path: paths.guardianNew,
    access: adminOnly,
    screen: () => import('./CreateGuardianPage').then((m) => m.CreateGuardianPage),
  },
];
