import type { ForgotPasswordInput, ForgotPasswordResult } from '@club/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * POST /coach/password/forgot: the same answer whether or not the account exists or has an
 * address, so the page can only say "if it exists, a mail is on its way".
 */
export const forgotPassword = (input: ForgotPasswordInput): Promise<ForgotPasswordResult> =>
  api.post<ForgotPasswordResult>('/coach/password/forgot', input, { renewOnUnauthorized: false });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
