import type { ComponentType } from 'react';
import type { AccessRule } from '@/lib/session';
import type { AppPath } from './paths';

/** Loads a screen's chunk: `() => import('./UserListPage').then((m) => m.UserListPage)`. */
export type ScreenLoader = () => Promise<ComponentType>;

interface RouteBase {
  path: AppPath;
  screen: ScreenLoader;
}

/**
 * Open to anyone, outside the staff shell and without a session check (the
 * subscription form). Its chunk must stay light: no drawer, no staff code.
 */
export interface PublicRoute extends RouteBase {
  kind: 'public';
}

/** Only without a session (the login page); a logged-in user is sent home. */
export interface GuestRoute extends RouteBase {
  kind: 'guest';
}

/** A staff screen inside the shell: needs a session and a replaced default password. */
export interface StaffRoute extends RouteBase {
  kind: 'staff';
  /** Who may open it; any logged-in staff member when omitted. Others are told whom it is for. */
  access?: AccessRule;
}

/** What a feature exports from `features/<name>/routes/index.ts`. */
export type FeatureRoute = PublicRoute | GuestRoute | StaffRoute;
