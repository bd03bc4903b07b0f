import type { PasswordResetInput, ValidResult } from '@club/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /coach/password/reset/check: 404 when the link is unknown, expired or already used. */
export const checkResetLink = (token: string): Promise<ValidResult> =>
  api.post<ValidResult>('/coach/password/reset/check', { token }, { renewOnUnauthorized: false });

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-link', token],
    queryFn: () => checkResetLink(token),
    // The answer is about this moment: checked again on each visit, not retried (a 404 is final).
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useResetLink = (token: string | null) => useQuery({ ...resetLinkQueryOptions(token ?? ''), enabled: token !== null });

/** POST /coach/password/reset: sets the new password; every session of the account ends. */
export const resetPassword = (input: PasswordResetInput): Promise<void> =>
  api.post<void>('/coach/password/reset', input, { renewOnUnauthorized: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
