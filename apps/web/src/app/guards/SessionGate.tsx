import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { restoreSession } from '@/features/auth/api/restoreSession';
import { useSession } from '@/lib/session';

/** Opens the app offline from the phone's copy when the server cannot be reached (docs/product.md#offline-attendance). */
const offlineStart = () => import('@/features/offline/sessionEnd');

/**
 * Staff and login screens need to know whether someone is logged in. On the first
 * visit of such a screen the refresh cookie is tried (docs/product.md#common-behaviour); a
 * full-page spinner shows until it answers. Public screens never pass here.
 */
export function SessionGate() {
  const { status } = useSession();
  useEffect(() => {
    if (status === 'unknown') void restoreSession(offlineStart);
  }, [status]);
  if (status === 'unknown') return <FullPageSpinner />;
  return <Outlet />;
}
