import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';

/**
 * The planning: every staff member opens it (a coach sees the groups they reach); cancelling a
 * day, a pool and the closures are for admins and section managers, the server checks each call
 * (docs/product.md#planning).
 */
export const planningRoutes: FeatureRoute[] = [
  { kind: 'staff', path: paths.planning, screen: () => import('./PlanningPage').then((m) => m.PlanningPage) },
];
