import type { TryoutCreatedDto, TryoutCreateInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tryoutsKeys } from './queryKeys';

export interface CreateTryoutRequest {
  tryout: TryoutCreateInput;
  /** The possible groups, set once the test exists (docs/product.md#screen-tests). */
  groupIds: number[];
}

/** The groups could not be set although the test was created: the screen says so and offers the edit screen. */
export class TryoutGroupsNotSetError extends Error {
  override readonly name = 'TryoutGroupsNotSetError';
  constructor(
    readonly tryoutId: number,
    override readonly cause: unknown,
  ) {
    super('The test was created but its possible groups were not set');
  }
}

/** POST /test/, then POST /test/{id}/group with the possible groups: answers the new test's id. */
export const createTryout = async ({ tryout, groupIds }: CreateTryoutRequest): Promise<TryoutCreatedDto> => {
  const created = await api.post<TryoutCreatedDto>('/test/', tryout);
  if (groupIds.length > 0) {
    try {
      await api.post(`/test/${created.id}/group`, { groupIds });
    } catch (error) {
      throw new TryoutGroupsNotSetError(created.id, error);
    }
  }
  return created;
};

export const useCreateTryout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTryout,
    // Invalidated on failure too: a test may exist without its groups.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tryoutsKeys.all }),
  });
};
