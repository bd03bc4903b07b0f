import type { SetSubGroupInput, StudentSubGroupDto, SubGroupOverviewDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subgroupsKeys } from './queryKeys';

export interface SetStudentSubGroupInput extends SetSubGroupInput {
  groupId: number;
  studentId: number;
}

/** PATCH /student/{id}/subgroup: `subGroupId` null takes the student out of their sub-group. */
export const setStudentSubGroup = ({ studentId, subGroupId }: SetStudentSubGroupInput): Promise<StudentSubGroupDto> =>
  api.patch<StudentSubGroupDto>(`/student/${studentId}/subgroup`, { subGroupId });

/**
 * Moves the student on screen at once (a click per student, often many in a row) and
 * puts them back if the server refuses.
 */
export const useSetStudentSubGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStudentSubGroup,
    onMutate: async ({ groupId, studentId, subGroupId }) => {
      const key = subgroupsKeys.overview(groupId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SubGroupOverviewDto>(key);
      queryClient.setQueryData<SubGroupOverviewDto>(key, (overview) =>
        overview === undefined
          ? overview
          : {
              ...overview,
              students: overview.students.map((student) => (student.id === studentId ? { ...student, subGroupId } : student)),
            },
      );
      return { previous };
    },
    onError: (_error, { groupId }, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(subgroupsKeys.overview(groupId), context.previous);
    },
    onSettled: async (_result, _error, { groupId }) => {
      // Only once the last click of a series has settled: refetching earlier would undo the later ones on screen.
      if (queryClient.isMutating({ mutationKey: ['setStudentSubGroup'] }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: subgroupsKeys.overview(groupId) });
      await queryClient.invalidateQueries({ queryKey: [...subgroupsKeys.groups(), 'details', groupId] });
    },
    mutationKey: ['setStudentSubGroup'],
  });
};
