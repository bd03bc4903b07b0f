import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';

/**
 * Time slots: the menu shows them to every staff member (docs/product.md#menu); admins and
 * section managers write, coaches read their groups' slots on the same screen.
 */
export const timeslotsRoutes: FeatureRoute[] = [
  { kind: 'staff', path: paths.timeslotNew, screen: () => import('./TimeSlotsPage').then((m) => m.TimeSlotsPage) },
];
