import type { CreatedUserDto } from '@club/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * POST /coach/{id}/password/reset: the account is back on its default password, given once in
 * the answer. A 409 means one's own account (changed in the settings instead).
 */
export const resetUserPassword = (userId: number): Promise<CreatedUserDto> => api.post<CreatedUserDto>(`/coach/${userId}/password/reset`);

export const useResetUserPassword = () => useMutation({ mutationFn: resetUserPassword });
