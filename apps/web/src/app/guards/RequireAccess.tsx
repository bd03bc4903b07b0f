import { Navigate, Outlet } from 'react-router';
import { useSession, type AccessRule } from '@/lib/session';
import { paths } from '../paths';

/** A screen for some roles only (SPEC §6): anyone else lands on /home. */
export function RequireAccess({ rule }: { rule: AccessRule }) {
  const session = useSession();
  return rule(session) ? <Outlet /> : <Navigate to={paths.home} replace />;
}
