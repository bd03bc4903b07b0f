import type { CreatedUserDto, CreateUserInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { usersKeys } from './queryKeys';

/** POST /coach/: the answer holds the generated login and default password. */
export const createUser = (input: CreateUserInput): Promise<CreatedUserDto> => api.post<CreatedUserDto>('/coach/', input);

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
};
