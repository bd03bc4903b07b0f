import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { closeSession } from '@/lib/session';

/** POST /coach/logout: the server revokes the session and clears the refresh cookie. */
export const logout = (): Promise<void> => api.post<void>('/coach/logout');

/** Logs out; the session ends on this device even when the server cannot be told. */
export const useLogout = () =>
  useMutation({
    mutationFn: logout,
    onSettled: () => closeSession('logout'),
  });
