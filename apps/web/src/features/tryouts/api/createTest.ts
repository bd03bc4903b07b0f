import type { TestCreateInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { testsKeys } from './queryKeys';

export interface CreateTestRequest {
  test: TestCreateInput;
  /** The possible groups, set once the test exists (SPEC §4 Test flow). */
  groupIds: number[];
}

/** The groups could not be set although the test was created: the screen says so and offers the edit screen. */
export class TestGroupsNotSetError extends Error {
  override readonly name = 'TestGroupsNotSetError';
  constructor(
    readonly testId: number,
    override readonly cause: unknown,
  ) {
    super('The test was created but its possible groups were not set');
  }
}

/** POST /test/, then POST /test/{id}/group with the possible groups: answers the new test's id. */
export const createTest = async ({ test, groupIds }: CreateTestRequest): Promise<{ id: number }> => {
  const created = await api.post<{ id: number }>('/test/', test);
  if (groupIds.length > 0) {
    try {
      await api.post(`/test/${created.id}/group`, { groupIds });
    } catch (error) {
      throw new TestGroupsNotSetError(created.id, error);
    }
  }
  return created;
};

export const useCreateTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTest,
    // Invalidated on failure too: a test may exist without its groups.
    onSettled: () => queryClient.invalidateQueries({ queryKey: testsKeys.all }),
  });
};
