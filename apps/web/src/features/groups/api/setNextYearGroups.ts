import type { GroupDetailsDto, NextYearStudentsInput, NextYearUpdateDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

export interface SetNextYearGroupsInput extends NextYearStudentsInput {
  groupId: number;
}

/** POST /group/{id}/next/students: each student's next-year group, null for "Aucune". */
export const setNextYearGroups = ({ groupId, students }: SetNextYearGroupsInput): Promise<NextYearUpdateDto> =>
  api.post<NextYearUpdateDto>(`/group/${groupId}/next/students`, { students });

/**
 * The next-year screen saves one student per call, as each choice is made: the group's
 * details are patched with the answer instead of read again after every choice.
 */
export const useSetNextYearGroups = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNextYearGroups,
    onSuccess: (_result, { groupId, students }) => {
      const chosen = new Map(students.map((student) => [student.id, student.nextYearGroupId]));
      queryClient.setQueryData<GroupDetailsDto>(groupsKeys.details(groupId), (group) =>
        group === undefined
          ? undefined
          : {
              ...group,
              students: group.students.map((student) =>
                chosen.has(student.id) ? { ...student, nextYearGroupId: chosen.get(student.id)! } : student,
              ),
            },
      );
    },
  });
};
