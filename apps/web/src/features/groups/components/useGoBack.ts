import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AppPath } from '@/config/paths';

/** Back to the previous screen of the app, or to `fallback` when the screen was opened directly. */
export const useGoBack = (fallback: AppPath | string): (() => void) => {
  const navigate = useNavigate();
  const location = useLocation();
  // The first entry of a visit has the key "default": there is nothing of ours to go back to.
  const canGoBack = location.key !== 'default';
  return useCallback(() => {
    if (canGoBack) void navigate(-1);
    else void navigate(fallback);
  }, [canGoBack, fallback, navigate]);
};
