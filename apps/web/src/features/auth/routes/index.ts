import type { FeatureRoute } from '@/app/routeTypes';
import { paths } from '@/app/paths';

export const authRoutes: FeatureRoute[] = [
  { kind: 'guest', path: paths.login, screen: () => import('./LoginPage').then((m) => m.LoginPage) },
  { kind: 'staff', path: paths.settings, screen: () => import('./SettingsPage').then((m) => m.SettingsPage) },
];
