import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';

export const authRoutes: FeatureRoute[] = [
  { kind: 'guest', path: paths.login, screen: () => import('./LoginPage').then((m) => m.LoginPage) },
  // Public: no session check (nothing to restore), and a link opened while logged in still works.
  { kind: 'public', path: paths.forgotPassword, screen: () => import('./ForgotPasswordPage').then((m) => m.ForgotPasswordPage) },
  { kind: 'public', path: paths.resetPassword, screen: () => import('./ResetPasswordPage').then((m) => m.ResetPasswordPage) },
  { kind: 'staff', path: paths.settings, screen: () => import('./SettingsPage').then((m) => m.SettingsPage) },
];
