import type { LoginInput, LoginResponse } from '@club/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { openSession } from '@/lib/session';

/** POST /coach/login. A 401 here means wrong credentials, not an expired token: no refresh. */
export const login = (input: LoginInput): Promise<LoginResponse> =>
  api.post<LoginResponse>('/coach/login', input, { renewOnUnauthorized: false });

/**
 * Logs in and opens the session; the login route then leaves for /home by itself, and the login
 * page on its own (login.html) by `then`.
 */
export const useLogin = (then?: () => void) =>
  useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      openSession(response);
      then?.();
    },
  });
