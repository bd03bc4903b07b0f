import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { useSession, type AccessRule } from '@/lib/session';

/** Seldom shown: loaded when someone reaches a screen not for them, off every screen's first load. */
const ForbiddenPage = lazy(() => import('./ForbiddenPage').then((module) => ({ default: module.ForbiddenPage })));

/** A screen for some roles only (docs/product.md#roles): anyone else is told whom it is for, and stays on the address. */
export function RequireAccess({ rule }: { rule: AccessRule }) {
  const session = useSession();
  if (rule(session)) return <Outlet />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <ForbiddenPage audience={rule.audience} />
    </Suspense>
  );
}
