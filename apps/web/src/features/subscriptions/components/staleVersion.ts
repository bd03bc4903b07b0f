import { isApiError } from '@/lib/api';

/** 409 on save: someone else saved this subscription since the screen loaded it. */
export const isStaleVersion = (error: unknown): boolean =>
  isApiError(error) && error.code === 'CONFLICT' && error.message === 'STALE_VERSION';
