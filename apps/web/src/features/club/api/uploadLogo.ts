import type { ClubAdmin } from '@club/domain/club';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { rememberClubHeading } from '@/lib/clubHeading';
import { clubKeys } from './queryKeys';

/** PUT /club/logo: the file's bytes; the server tells PNG, JPEG and SVG apart by their content. */
export const uploadLogo = (file: Blob): Promise<ClubAdmin> => api.put<ClubAdmin>('/club/logo', file);

export const useUploadLogo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (club) => {
      queryClient.setQueryData(clubKeys.identity(), club);
      rememberClubHeading(queryClient, club);
    },
  });
};
