import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';
import { returnStateOf } from './returnPath';

/**
 * Every staff screen: no session → /login (docs/product.md#staff-routes); a default password
 * still in use → /settings, the only screen allowed until it is changed
 * (docs/product.md#login-and-passwords).
 */
export function RequireStaff() {
  const session = useSession();
  const location = useLocation();
  if (session.status !== 'authenticated') {
    // After a deliberate logout the next user should start from home, not from the last page.
    const state = session.endedBy === 'logout' ? undefined : returnStateOf(location);
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (session.mustChangePassword && matchPath(paths.settings, location.pathname) === null) {
    return <Navigate to={paths.settings} replace />;
  }
  return <Outlet />;
}
