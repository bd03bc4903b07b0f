import type { LoginResponse, UpdatePasswordInput } from '@club/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { openSession } from '@/lib/session';

/**
 * POST /coach/update/password. The server ends every session of the user and
 * opens a new one: the returned token replaces the one in memory.
 */
export const updatePassword = (input: UpdatePasswordInput): Promise<LoginResponse> =>
  api.post<LoginResponse>('/coach/update/password', input);

export const useUpdatePassword = () =>
  useMutation({
    mutationFn: updatePassword,
    onSuccess: openSession,
  });
