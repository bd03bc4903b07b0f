import type { TestCardDto, TestUpdateInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { testsKeys } from './queryKeys';

export interface UpdateTestRequest {
  testId: number;
  /** With the `version` the screen was loaded with: a newer one on the server answers 409. */
  changes: TestUpdateInput;
}

/** PATCH /test/{id}: every field of the test; answers the saved test. */
export const updateTest = ({ testId, changes }: UpdateTestRequest): Promise<TestCardDto> =>
  api.patch<TestCardDto>(`/test/${testId}`, changes);

export const useUpdateTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTest,
    onSuccess: async (test) => {
      queryClient.setQueryData(testsKeys.details(test.id), test);
      await queryClient.invalidateQueries({ queryKey: testsKeys.all });
    },
  });
};
