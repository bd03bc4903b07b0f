import { Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { authRoutes } from '@/features/auth/routes';
import { homeRoutes } from '@/features/home/routes';
import { sessionsRoutes } from '@/features/sessions/routes';
import { timeslotsRoutes } from '@/features/timeslots/routes';
import { planningRoutes } from '@/features/planning/routes';
import { groupsRoutes } from '@/features/groups/routes';
import { sectionsRoutes } from '@/features/sections/routes';
import { subgroupsRoutes } from '@/features/subgroups/routes';
import { usersRoutes } from '@/features/users/routes';
import { subscribeRoutes } from '@/features/subscribe/routes';
import { subscriptionsRoutes } from '@/features/subscriptions/routes';
import { guardiansRoutes } from '@/features/guardians/routes';
import { seasonsRoutes } from '@/features/seasons/routes';
import { tryoutsRoutes } from '@/features/tryouts/routes';
import { membersRoutes } from '@/features/members/routes';
import { auditRoutes } from '@/features/audit/routes';
import { clubRoutes } from '@/features/club/routes';
import { outboxRoutes } from '@/features/outbox/routes';
import { privacyRoutes } from '@/features/privacy/routes';
import { uploadsRoutes } from '@/features/uploads/routes';
import { treasuryRoutes } from '@/features/treasury/routes';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAccess } from './guards/RequireAccess';
import { RequireStaff } from './guards/RequireStaff';
import { RootRedirect } from './guards/RootRedirect';
import { SessionGate } from './guards/SessionGate';
import { paths } from '@/config/paths';
import { RootBoundary } from './RootBoundary';
import { RoutedErrorPage } from './RoutedErrorPage';
import type { FeatureRoute, ScreenLoader, StaffRoute } from '@/config/routeTypes';

/**
 * Every feature's screens. A new feature exports `<name>Routes: FeatureRoute[]`
 * from `features/<name>/routes/index.ts` and is added here, one line.
 */
export const featureRoutes: readonly FeatureRoute[] = [
  ...authRoutes,
  ...subscribeRoutes,
  ...homeRoutes,
  ...usersRoutes,
  ...sectionsRoutes,
  ...groupsRoutes,
  ...subgroupsRoutes,
  ...sessionsRoutes,
  ...timeslotsRoutes,
  ...planningRoutes,
  ...subscriptionsRoutes,
  ...guardiansRoutes,
  ...seasonsRoutes,
  ...tryoutsRoutes,
  ...membersRoutes,
  ...auditRoutes,
  ...clubRoutes,
  ...outboxRoutes,
  ...privacyRoutes,
  ...uploadsRoutes,
  ...treasuryRoutes,
];

/** Each screen is its own chunk, fetched when its route is first visited. */
const lazyScreen =
  (screen: ScreenLoader): RouteObject['lazy'] =>
  async () => ({ Component: await screen() });

const toRoute = (route: FeatureRoute): RouteObject => ({ path: route.path, lazy: lazyScreen(route.screen) });

/** A role-restricted screen sits under a guard that tells others whom it is for. */
const toStaffRoute = (route: StaffRoute): RouteObject =>
  route.access === undefined ? toRoute(route) : { element: <RequireAccess rule={route.access} />, children: [toRoute(route)] };

const staffShell = async () => ({ Component: (await import('./layout/StaffLayout')).StaffLayout });

/**
 * The route tree. Public screens sit outside the session gate and the staff shell,
 * so their chunks hold neither; unknown paths go to `/` (docs/product.md#staff-routes), which picks
 * /home or /login.
 */
export const buildAppRoutes = (routes: readonly FeatureRoute[] = featureRoutes): RouteObject[] => {
  const publicRoutes = routes.filter((route) => route.kind === 'public');
  const guestRoutes = routes.filter((route) => route.kind === 'guest');
  const staffRoutes = routes.filter((route): route is StaffRoute => route.kind === 'staff');
  return [
    {
      element: <RootBoundary />,
      errorElement: <RoutedErrorPage />,
      HydrateFallback: FullPageSpinner,
      children: [
        ...publicRoutes.map(toRoute),
        {
          element: <SessionGate />,
          children: [
            { path: paths.root, element: <RootRedirect /> },
            { element: <GuestOnly />, children: guestRoutes.map(toRoute) },
            {
              element: <RequireStaff />,
              children: [{ lazy: staffShell, children: staffRoutes.map(toStaffRoute) }],
            },
          ],
        },
        { path: '*', element: <Navigate to={paths.root} replace /> },
      ],
    },
  ];
};
