import type { ValidResult, VerifyInput } from '@club/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /coach/verify: checks the current password (docs/product.md#screen-settings: the change's first step). */
export const verifyPassword = (input: VerifyInput): Promise<ValidResult> => api.post<ValidResult>('/coach/verify', input);

export const useVerifyPassword = () => useMutation({ mutationFn: verifyPassword });
