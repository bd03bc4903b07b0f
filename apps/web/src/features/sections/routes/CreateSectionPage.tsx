import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useCoaches } from '@/features/reference';
import { useCreateSection } from '../api/createSection';
import { SectionForm, type SectionFormValues } from '../components/SectionForm';

/** /section/create (docs/product.md#screen-sections): name and manager; the edit screen follows, to add groups. */
export function CreateSectionPage() {
  const { t } = useTranslation('sections');
  const toast = useToast();
  const navigate = useNavigate();
  const coaches = useCoaches();
  const createSection = useCreateSection();

  const submit = async (values: SectionFormValues) => {
    const section = await createSection.mutateAsync(values);
    toast.success(t('created', { name: section.name }));
    // The edit screen is also shown after creation (docs/product.md#screen-sections).
    navigate(pathTo(paths.section, { id: section.id }), { replace: true });
  };

  return (
    <>
      <PageTitle subtitle={t('create.intro')}>{t('create.title')}</PageTitle>
      {coaches.isPending && <LoadingState />}
      {coaches.isError && <ErrorState error={coaches.error} onRetry={() => void coaches.refetch()} />}
      {coaches.isSuccess && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <SectionForm
            defaultValues={{ name: '', coachId: null }}
            coaches={coaches.data}
            submitLabel={t('create.submit')}
            onSubmit={submit}
            onCancel={() => navigate(paths.sections)}
          />
        </Paper>
      )}
    </>
  );
}
