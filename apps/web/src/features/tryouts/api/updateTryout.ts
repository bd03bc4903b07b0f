import type { TryoutCardDto, TryoutUpdateInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tryoutsKeys } from './queryKeys';

export interface UpdateTryoutRequest {
  testId: number;
  /** With the `version` the screen was loaded with: a newer one on the server answers 409. */
  changes: TryoutUpdateInput;
}

/** PATCH /test/{id}: every field of the test; answers the saved test. */
export const updateTryout = ({ testId, changes }: UpdateTryoutRequest): Promise<TryoutCardDto> =>
  api.patch<TryoutCardDto>(`/test/${testId}`, changes);

export const useUpdateTryout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTryout,
    onSuccess: async (tryout) => {
      queryClient.setQueryData(tryoutsKeys.details(tryout.id), tryout);
      await queryClient.invalidateQueries({ queryKey: tryoutsKeys.all });
    },
  });
};
