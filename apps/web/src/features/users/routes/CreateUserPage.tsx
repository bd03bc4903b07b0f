import type { CreatedUserDto } from '@club/domain';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { CreatedUserPanel } from '../components/CreatedUserPanel';
import { CreateUserForm } from '../components/CreateUserForm';

export function CreateUserPage() {
  const { t } = useTranslation('users');
  const [created, setCreated] = useState<CreatedUserDto | null>(null);
  return (
    <>
      <PageTitle subtitle={created === null ? t('create.intro') : undefined}>{t('create.title')}</PageTitle>
      {created === null ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <CreateUserForm onCreated={setCreated} />
        </Paper>
      ) : (
        <CreatedUserPanel user={created} onCreateAnother={() => setCreated(null)} />
      )}
    </>
  );
}
