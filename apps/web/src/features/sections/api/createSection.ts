import type { CreateSectionInput, SectionDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sectionsKeys } from './queryKeys';

/** POST /section/: answers the new section. */
export const createSection = (input: CreateSectionInput): Promise<SectionDto> => api.post<SectionDto>('/section/', input);

export const useCreateSection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionsKeys.all }),
  });
};
