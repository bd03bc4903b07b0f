import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '@/components/confirm';

interface LeaveGuard {
  /** Lets the next navigation through: the work was saved or the user chose to leave. */
  release: () => void;
}

/**
 * Asks before leaving a screen holding unsaved work: a link, the back button or the
 * menu (router blocker, answered in the confirmation dialog), or a reload or closed tab
 * (the browser's own `beforeunload` prompt). Nothing is kept elsewhere: the work lives
 * in memory only, so leaving is the one way to lose it.
 */
export const useLeaveGuard = (unsaved: boolean, message: string): LeaveGuard => {
  const confirm = useConfirm();
  // Read when a navigation starts, which may be in the same event that saved the sheet.
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirm({ message }).then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker, confirm, message]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers need a value to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return {
    release: () => {
      released.current = true;
    },
  };
};
