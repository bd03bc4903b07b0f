import type { SectionDto, UserDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useCoaches } from '@/features/reference';
import { useSection } from '../api/getSection';
import { useUpdateSection } from '../api/updateSection';
import { SectionForm, type SectionFormValues } from '../components/SectionForm';
import { SectionGroups } from '../components/SectionGroups';

/** After a successful edit, the screen goes back 5 seconds later (docs/product.md#screen-sections). */
export const SECTION_EDIT_REDIRECT_MS = 5000;

const useSectionId = (): number => {
  const { id } = useParams();
  const sectionId = Number(id);
  return Number.isInteger(sectionId) && sectionId > 0 ? sectionId : 0;
};

/** /section/{id} (docs/product.md#screen-sections): name, manager and the section's groups. */
export function EditSectionPage() {
  const { t } = useTranslation('sections');
  const sectionId = useSectionId();
  const section = useSection(sectionId);
  const coaches = useCoaches();

  const failed = section.isError ? section.error : coaches.isError ? coaches.error : null;
  if (failed !== null) {
    return (
      <>
        <PageTitle>{t('edit.title')}</PageTitle>
        <ErrorState
          error={failed}
          onRetry={() => {
            void section.refetch();
            void coaches.refetch();
          }}
        />
      </>
    );
  }
  if (section.data === undefined || coaches.data === undefined) return <LoadingState />;
  return <EditSection section={section.data} coaches={coaches.data} onReload={() => void section.refetch()} />;
}

function EditSection({ section, coaches, onReload }: { section: SectionDto; coaches: readonly UserDto[]; onReload: () => void }) {
  const { t } = useTranslation('sections');
  const toast = useToast();
  const navigate = useNavigate();
  const updateSection = useUpdateSection();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate(paths.sections), SECTION_EDIT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  const submit = async ({ name, coachId }: SectionFormValues) => {
    await updateSection.mutateAsync({ sectionId: section.id, changes: { name, coachId, version: section.version } });
    toast.success(t('UPDATE_SECTION_SUCCESS'));
    setSaved(true);
  };

  return (
    <>
      <PageTitle>{t('edit.titleOf', { name: section.name })}</PageTitle>
      {saved && (
        <Alert severity="success" role="status" sx={{ mb: 2, maxWidth: 720 }}>
          {t('edit.redirecting')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <SectionForm
          // A reload after a conflict brings a new version: the form starts again from it.
          key={section.version}
          defaultValues={{ name: section.name, coachId: section.managerId }}
          coaches={coaches}
          submitLabel={t('edit.submit')}
          onSubmit={submit}
          onCancel={() => navigate(paths.sections)}
          lockName={section.protected}
          done={saved}
          onReload={onReload}
        >
          <SectionGroups section={section} disabled={saved} />
        </SectionForm>
      </Paper>
    </>
  );
}
