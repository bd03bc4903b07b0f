import type { UserDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { usersKeys } from './queryKeys';

export interface UpdateUserEmailInput {
  userId: number;
  /** Empty removes the address. */
  email: string;
}

/** PATCH /coach/{id}. A 409 with `fields.email` means another account has the address. */
export const updateUserEmail = ({ userId, email }: UpdateUserEmailInput): Promise<UserDto> =>
  api.patch<UserDto>(`/coach/${userId}`, { email });

export const useUpdateUserEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
};
