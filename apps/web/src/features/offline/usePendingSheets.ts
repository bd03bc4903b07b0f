import { useSyncExternalStore } from 'react';
import type { SheetQueueSnapshot } from './queue';
import { sheetQueue } from './runtime';

/** The current user's sheets not yet sent, and a count that grows when the last one goes. */
export const usePendingSheets = (): SheetQueueSnapshot => {
  const queue = sheetQueue();
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
};
