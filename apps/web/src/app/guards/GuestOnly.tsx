import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';
import { returnPathFrom } from './returnPath';

/** The login page is for visitors: a logged-in user goes to /home, or back where they were sent from. */
export function GuestOnly() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'authenticated') return <Navigate to={returnPathFrom(location.state) ?? paths.home} replace />;
  return <Outlet />;
}
