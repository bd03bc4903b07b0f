import { lazy, Suspense } from 'react';
import type { TextVersionDialogProps } from './TextVersionDialog';

const TextVersionDialog = lazy(() => import('./TextVersionDialog').then((module) => ({ default: module.TextVersionDialog })));

/**
 * The reader of a published version for other screens (a subscription's acceptances): loaded
 * when first opened, so the Markdown parser stays out of those screens' own chunks.
 */
export function LazyTextVersionDialog(props: TextVersionDialogProps) {
  return (
    <Suspense fallback={null}>
      <TextVersionDialog {...props} />
    </Suspense>
  );
}
