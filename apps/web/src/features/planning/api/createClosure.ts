import type { ClosureDto, ClosureInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { planningKeys } from './queryKeys';

/** POST /planning/closures → the closure (201); the planned sessions of those days go away. */
export const createClosure = (input: ClosureInput): Promise<ClosureDto> => api.post<ClosureDto>('/planning/closures', input);

export const useCreateClosure = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClosure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
};
