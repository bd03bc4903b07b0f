import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AppPath } from '@/config/paths';

/**
 * Back to the previous screen of the app, or to `fallback` when the screen was opened directly;
 * `replace` puts the fallback in place of the screen, so the browser's back button leaves it.
 */
export const useGoBack = (fallback: AppPath | string, options: { replace?: boolean } = {}): (() => void) => {
  const replace = options.replace ?? false;
  const navigate = useNavigate();
  const location = useLocation();
  // The first entry of a visit has the key "default": there is nothing of ours to go back to.
  const canGoBack = location.key !== 'default';
  return useCallback(() => {
    if (canGoBack) void navigate(-1);
    else void navigate(fallback, { replace });
  }, [canGoBack, fallback, navigate, replace]);
};
