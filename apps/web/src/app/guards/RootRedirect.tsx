import { Navigate } from 'react-router';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';

/** `/` has no screen of its own: home when logged in, the login page otherwise. */
export function RootRedirect() {
  const { status } = useSession();
  return <Navigate to={status === 'authenticated' ? paths.home : paths.login} replace />;
}
