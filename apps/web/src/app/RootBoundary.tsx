import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/FullPageSpinner';

/** Waits for a screen's translations before showing it (outside the staff shell). */
export function RootBoundary() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
