import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';

export const homeRoutes: FeatureRoute[] = [{ kind: 'staff', path: paths.home, screen: () => import('./HomePage').then((m) => m.HomePage) }];
