import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '@/components/confirm';

interface LeaveAfterSaving {
  /** A choice is on its way or failed. */
  unsaved: boolean;
  /** Resolves once the calls on their way have answered. */
  settled: () => Promise<void>;
  /** The choices that failed, read after settling. */
  errorCount: () => number;
  /** The question asked when some choices failed. */
  question: (failed: number) => { message: string; confirmLabel: string };
}

/**
 * Leaving the page while choices are saved: a link, the back button or the menu waits for
 * the calls on their way and then goes, asking first only when some choice could not be
 * saved. A reload or a closed tab cannot wait: the browser's own prompt asks.
 */
export const useLeaveAfterSaving = ({ unsaved, settled, errorCount, question }: LeaveAfterSaving): void => {
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void (async () => {
      await settled();
      if (!active) return;
      const failed = errorCount();
      if (failed === 0) {
        blocker.proceed();
        return;
      }
      const leave = await confirm(question(failed));
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    })();
    return () => {
      active = false;
    };
  }, [blocker, confirm, errorCount, question, settled]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
};
