import type { FamilySignInInput } from '@club/domain';
import { useMutation } from '@tanstack/react-query';
import { exchange } from '@/lib/api/transport';

/**
 * POST /family/sign-in: 202 whether or not the club knows the address, so the page can only say
 * "if it is known, a link is on its way".
 */
export const requestSignInLink = (input: FamilySignInInput): Promise<void> =>
  exchange<void>('/family/sign-in', { method: 'POST', body: input });

export const useRequestSignInLink = () => useMutation({ mutationFn: requestSignInLink });
