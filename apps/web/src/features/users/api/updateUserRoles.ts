import type { Role, UserDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { usersKeys } from './queryKeys';

export interface UpdateUserRolesInput {
  userId: number;
  roles: Role[];
}

/** POST /coach/{id}/roles. A 409 means the last administrator would lose the role. */
export const updateUserRoles = ({ userId, roles }: UpdateUserRolesInput): Promise<UserDto> =>
  api.post<UserDto>(`/coach/${userId}/roles`, { roles });

export const useUpdateUserRoles = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRoles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
};
