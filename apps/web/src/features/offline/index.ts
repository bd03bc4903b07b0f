/**
 * Taking attendance without a network (docs/product.md#offline-attendance). Other features import from
 * here only, never from the feature's folders (ESLint enforces it).
 */
export { offlineStore } from './db';
export { PoolsideStatus } from './PoolsideStatus';
export type { SubmitOutcome } from './queue';
export { sendLater, sheetQueue } from './runtime';
export { forgetPhoneCopy, onLoginChange, openOfflineSessionIfKept } from './sessionEnd';
export type { PendingSheet, QueuedSessionBody } from './store';
