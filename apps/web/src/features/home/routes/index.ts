import type { FeatureRoute } from '@/app/routeTypes';
import { paths } from '@/app/paths';

export const homeRoutes: FeatureRoute[] = [
  { kind: 'staff', path: paths.home, screen: () => import('./HomePage').then((m) => m.HomePage) },
];
