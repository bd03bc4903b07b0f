import type { SectionDto, UpdateSectionInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceKeys } from '@/features/reference';
import { api } from '@/lib/api';
import { sectionsKeys } from './queryKeys';

export interface UpdateSectionRequest {
  sectionId: number;
  /** With the `version` the screen was loaded with: a newer one on the server answers 409. */
  changes: UpdateSectionInput;
}

/** PATCH /section/{id}/: name and manager (null removes the manager). */
export const updateSection = ({ sectionId, changes }: UpdateSectionRequest): Promise<SectionDto> =>
  api.patch<SectionDto>(`/section/${sectionId}/`, changes);

export const useUpdateSection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSection,
    onSuccess: async (section) => {
      queryClient.setQueryData(sectionsKeys.details(section.id), section);
      await queryClient.invalidateQueries({ queryKey: referenceKeys.sections() });
      await queryClient.invalidateQueries({ queryKey: sectionsKeys.groups() });
    },
  });
};
