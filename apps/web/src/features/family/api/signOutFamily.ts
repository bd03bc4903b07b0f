import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchange } from '@/lib/api/transport';
import { isSignedOutError, showSignedOut } from './signedOut';

/** POST /family/sign-out: ends this device's session and clears its cookie. */
export const signOutFamily = (): Promise<void> => exchange<void>('/family/sign-out', { method: 'POST' });

/** This device is signed out, also when the server answers that its session had already ended. */
export const useSignOutFamily = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutFamily,
    onSuccess: () => showSignedOut(queryClient),
    onError: (error) => {
      if (isSignedOutError(error)) showSignedOut(queryClient);
    },
  });
};
