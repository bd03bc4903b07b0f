import type { ClubText, ClubTextKey, PublishClubTextInput } from '@club/domain/club';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clubKeys } from './queryKeys';

export interface PublishClubTextRequest {
  key: ClubTextKey;
  /** Both languages at once: a version is published in French and English together. */
  sources: PublishClubTextInput;
}

/** PUT /club/texts/{key}: the text's next version, the one families accept from now on. */
export const publishClubText = ({ key, sources }: PublishClubTextRequest): Promise<ClubText> =>
  api.put<ClubText>(`/club/texts/${key}`, sources);

export const usePublishClubText = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishClubText,
    onSuccess: (text) => {
      queryClient.setQueryData(clubKeys.text(text.key), text);
      void queryClient.invalidateQueries({ queryKey: clubKeys.texts(), exact: true });
      void queryClient.invalidateQueries({ queryKey: clubKeys.textVersions(text.key), exact: true });
    },
  });
};
