import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface VerifyPasswordInput {
  login: string;
  password: string;
}

/** POST /coach/verify: checks the current password (SPEC §4 password change, first step). */
export const verifyPassword = (input: VerifyPasswordInput): Promise<{ valid: true }> =>
  api.post<{ valid: true }>('/coach/verify', input);

export const useVerifyPassword = () => useMutation({ mutationFn: verifyPassword });
