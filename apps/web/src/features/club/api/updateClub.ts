import type { ClubAdmin, UpdateClubInput } from '@club/domain/club';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { rememberClubHeading } from '@/lib/clubHeading';
import { clubKeys } from './queryKeys';

/** PATCH /club with the version the screen was loaded with: a newer one on the server answers 409. */
export const updateClub = (changes: UpdateClubInput): Promise<ClubAdmin> => api.patch<ClubAdmin>('/club', changes);

export const useUpdateClub = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClub,
    onSuccess: (club) => {
      queryClient.setQueryData(clubKeys.identity(), club);
      rememberClubHeading(queryClient, club);
    },
  });
};
