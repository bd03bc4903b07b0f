import type { StudentCreateInput, StudentCreateResultDto } from '@club/domain';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useCreateMember } from '../api/createMember';
import { DuplicateDialog, type FoundOnFile } from '../components/DuplicateDialog';
import { MemberForm } from '../components/MemberForm';
import { TryoutChoice, type CreatedMember } from '../components/TryoutChoice';

/**
 * docs/product.md#screen-student-create: step 1 creates the member, step 2 assigns them to a test; then /home.
 * A person already on file is never created twice nor merged unseen: the dialog shows them.
 */
export function CreateMemberPage() {
  const { t } = useTranslation('members');
  const toast = useToast();
  const navigate = useNavigate();
  const createMember = useCreateMember();
  const [created, setCreated] = useState<CreatedMember | null>(null);
  const [found, setFound] = useState<{ result: FoundOnFile; typed: StudentCreateInput } | null>(null);

  const goOn = (member: { id: number; firstName: string; lastName: string; birthDate: string }) => {
    setFound(null);
    setCreated({
      id: member.id,
      name: `${member.firstName.trim()} ${member.lastName.trim()}`,
      birthYear: Number(member.birthDate.slice(0, 4)),
    });
  };

  const answered = (result: StudentCreateResultDto, typed: StudentCreateInput) => {
    if (result.outcome !== 'CREATED') {
      setFound({ result, typed });
      return;
    }
    toast.success(t('created', { name: `${typed.firstName.trim()} ${typed.lastName.trim()}` }));
    goOn({ ...typed, id: result.id });
  };

  return (
    <>
      <PageTitle>{t('create.title')}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <Stepper activeStep={created === null ? 0 : 1} sx={{ mb: 3 }} aria-label={t('create.steps')}>
          <Step>
            <StepLabel>{t('create.step1')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{t('create.step2')}</StepLabel>
          </Step>
        </Stepper>
        {created === null ? (
          <DatePickersProvider>
            <MemberForm
              onCancel={() => navigate(paths.home)}
              onSubmit={async (values) => answered(await createMember.mutateAsync(values), values)}
            />
          </DatePickersProvider>
        ) : (
          <TryoutChoice member={created} onDone={() => navigate(paths.home)} />
        )}
      </Paper>
      {found !== null && (
        <DuplicateDialog
          found={found.result}
          typed={found.typed}
          onClose={() => setFound(null)}
          onContinue={goOn}
          onCreateAnyway={async () => answered(await createMember.mutateAsync({ ...found.typed, createAnyway: true }), found.typed)}
        />
      )}
    </>
  );
}
