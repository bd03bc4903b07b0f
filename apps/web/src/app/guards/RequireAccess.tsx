import { Outlet } from 'react-router';
import { useSession, type AccessRule } from '@/lib/session';
import { ForbiddenPage } from './ForbiddenPage';

/** A screen for some roles only (docs/product.md#roles): anyone else is told whom it is for, and stays on the address. */
export function RequireAccess({ rule }: { rule: AccessRule }) {
  const session = useSession();
  return rule(session) ? <Outlet /> : <ForbiddenPage audience={rule.audience} />;
}
