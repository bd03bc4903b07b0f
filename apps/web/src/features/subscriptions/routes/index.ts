import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { adminOnly } from '@/lib/session';

/** Members and subscriptions are for administrators (docs/product.md#roles). */
export const subscriptionsRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.subscriptions,
    access: adminOnly,
    screen: () => import('./SubscriptionListPage').then((m) => m.SubscriptionListPage),
  },
  {
    kind: 'staff',
    path: paths.subscription,
    access: adminOnly,
    screen: () => import('./EditSubscriptionPage').then((m) => m.EditSubscriptionPage),
  },
];
