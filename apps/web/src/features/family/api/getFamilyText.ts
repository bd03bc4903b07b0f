import type { SignableTextKey } from '@club/domain';
import type { ReadableText } from '@club/domain/club';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { exchange } from '@/lib/api/transport';
import { familyKeys } from './queryKeys';
import { isSignedOutError, showSignedOut } from './signedOut';

/** GET /family/texts/:key: the version in force, parsed by the server in the page's language (its `lang` cookie). */
export const getFamilyText = (key: SignableTextKey, signal?: AbortSignal): Promise<ReadableText> =>
  exchange<ReadableText>(`/family/texts/${key}`, { signal });

export const useFamilyText = (key: SignableTextKey, language: string) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: familyKeys.text(key, language),
    queryFn: async ({ signal }) => {
      try {
        return await getFamilyText(key, signal);
      } catch (error) {
        if (isSignedOutError(error)) showSignedOut(queryClient);
        throw error;
      }
    },
    // What is signed is what is read: the text is asked for each time the dialog opens.
    staleTime: 0,
  });
};
