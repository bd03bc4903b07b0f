import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';

/**
 * Training sessions (docs/product.md#screen-sessions): every staff member records and reads the
 * sessions of the groups they reach (docs/product.md#roles); the server checks each call.
 */
export const sessionsRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.groupSubgroupSessionNew,
    screen: () => import('./SessionPreStepPage').then((m) => m.SessionPreStepPage),
  },
  {
    kind: 'staff',
    path: paths.groupSessionNew,
    screen: () => import('./NewGroupSessionPage').then((m) => m.NewGroupSessionPage),
  },
  { kind: 'staff', path: paths.sessionNew, screen: () => import('./NewSessionPage').then((m) => m.NewSessionPage) },
  { kind: 'staff', path: paths.sessions, screen: () => import('./SessionListPage').then((m) => m.SessionListPage) },
  { kind: 'staff', path: paths.sessionEdit, screen: () => import('./EditSessionPage').then((m) => m.EditSessionPage) },
];
