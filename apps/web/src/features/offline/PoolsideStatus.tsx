import { Suspense, useEffect } from 'react';
import { PendingSheetsIndicatorView } from './PendingSheetsIndicator';
import { sheetQueue, startPoolside } from './runtime';
import { usePendingSheets } from './usePendingSheets';

/**
 * In the staff app bar: starts the pool side's work while the shell is shown (sending the queue,
 * keeping the phone's copy, the service worker) and shows the sheets waiting to be sent
 * (docs/product.md#offline-attendance).
 */
export function PoolsideStatus() {
  useEffect(() => startPoolside(), []);
  const snapshot = usePendingSheets();
  return (
    // Its texts load on their own: the app bar does not wait for them.
    <Suspense fallback={null}>
      <PendingSheetsIndicatorView snapshot={snapshot} queue={sheetQueue()} />
    </Suspense>
  );
}
