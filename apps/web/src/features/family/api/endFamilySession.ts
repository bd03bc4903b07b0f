import type { FamilySessionDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchange } from '@/lib/api/transport';
import { familyKeys } from './queryKeys';
import { isSignedOutError, showSignedOut } from './signedOut';

/** DELETE /family/sessions/:id: signs a device out; the server clears the cookie when it is this one. */
export const endFamilySession = (sessionId: number): Promise<void> => exchange<void>(`/family/sessions/${sessionId}`, { method: 'DELETE' });

export const useEndFamilySession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: Pick<FamilySessionDto, 'id' | 'current'>) => endFamilySession(session.id),
    onSuccess: (_answer, session) => {
      if (session.current) showSignedOut(queryClient);
      else void queryClient.invalidateQueries({ queryKey: familyKeys.sessions() });
    },
    onError: (error) => {
      // Signed out meanwhile; otherwise the list may be stale (a session already ended elsewhere answers 404).
      if (isSignedOutError(error)) showSignedOut(queryClient);
      else void queryClient.invalidateQueries({ queryKey: familyKeys.sessions() });
    },
  });
};
