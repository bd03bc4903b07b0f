import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sectionsKeys } from './queryKeys';

/** DELETE /section/{id}: its groups go to the section "Aucune" (docs/product.md#sections), which itself cannot be deleted. */
export const deleteSection = (sectionId: number): Promise<void> => api.delete(`/section/${sectionId}`);

export const useDeleteSection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSection,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sectionsKeys.all });
      await queryClient.invalidateQueries({ queryKey: sectionsKeys.groups() });
    },
  });
};
