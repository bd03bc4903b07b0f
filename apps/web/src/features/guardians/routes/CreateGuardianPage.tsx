import type { Guardian } from '@club/domain';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useCreateGuardian } from '../api/createGuardian';
import { handOverCreatedGuardian, studentIdFromState } from '../components/createdGuardian';
import { GuardianForm } from '../components/GuardianForm';
import { guardianName } from '../components/guardianName';
import { useGoBack } from '@/lib/useGoBack';

/** /guardian/new (docs/product.md#screen-guardian-new); back to where it was opened (the picker) on success. */
export function CreateGuardianPage() {
  const { t } = useTranslation('guardians');
  const toast = useToast();
  const location = useLocation();
  const goBack = useGoBack(paths.subscriptions, { replace: true });
  const createGuardian = useCreateGuardian();
  const studentId = studentIdFromState(location.state);

  const submit = async (input: Guardian) => {
    const guardian = await createGuardian.mutateAsync(input);
    if (studentId !== null) handOverCreatedGuardian(studentId, guardian);
    toast.success(t('create.created', { name: guardianName(guardian) }));
    goBack();
  };

  return (
    <>
      <PageTitle subtitle={t('create.intro')}>{t('create.title')}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <GuardianForm onSubmit={submit} onCancel={goBack} />
      </Paper>
    </>
  );
}
