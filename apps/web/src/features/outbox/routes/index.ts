import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { adminOnly } from '@/lib/session';

/** The mail outbox is the administrators'. */
export const outboxRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.mailOutbox,
    access: adminOnly,
    screen: () => import('./OutboxPage').then((m) => m.OutboxPage),
  },
];
