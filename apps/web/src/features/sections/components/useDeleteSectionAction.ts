import type { SectionDto } from '@club/domain';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useDeleteSection } from '../api/deleteSection';

/** Asks CONFIRM_SECTION_DELETE (docs/product.md#errors), deletes, and says how it went. */
export const useDeleteSectionAction = (): ((section: SectionDto) => Promise<void>) => {
  const { t } = useTranslation('sections');
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const deleteSection = useDeleteSection();

  return async (section) => {
    const confirmed = await confirm({ message: t('CONFIRM_SECTION_DELETE', { name: section.name }) });
    if (!confirmed) return;
    try {
      await deleteSection.mutateAsync(section.id);
      toast.success(t('deleted', { name: section.name }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
};
