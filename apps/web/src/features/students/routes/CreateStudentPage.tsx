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
import { useCreateStudent } from '../api/createStudent';
import { DuplicateDialog, type FoundOnFile } from '../components/DuplicateDialog';
import { StudentForm } from '../components/StudentForm';
import { TestChoice, type CreatedStudent } from '../components/TestChoice';

/**
 * SPEC §2 /student/: step 1 creates the member, step 2 assigns them to a test; then /home (SPEC §4).
 * A person already on file is never created twice nor merged unseen: the dialog shows them.
 */
export function CreateStudentPage() {
  const { t } = useTranslation('students');
  const toast = useToast();
  const navigate = useNavigate();
  const createStudent = useCreateStudent();
  const [student, setStudent] = useState<CreatedStudent | null>(null);
  const [found, setFound] = useState<{ result: FoundOnFile; typed: StudentCreateInput } | null>(null);

  const goOn = (member: { id: number; firstName: string; lastName: string; birthDate: string }) => {
    setFound(null);
    setStudent({ id: member.id, name: `${member.firstName.trim()} ${member.lastName.trim()}`, birthYear: Number(member.birthDate.slice(0, 4)) });
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
        <Stepper activeStep={student === null ? 0 : 1} sx={{ mb: 3 }} aria-label={t('create.steps')}>
          <Step>
            <StepLabel>{t('create.step1')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{t('create.step2')}</StepLabel>
          </Step>
        </Stepper>
        {student === null ? (
          <DatePickersProvider>
            <StudentForm
              onCancel={() => navigate(paths.home)}
              onSubmit={async (values) => answered(await createStudent.mutateAsync(values), values)}
            />
          </DatePickersProvider>
        ) : (
          <TestChoice student={student} onDone={() => navigate(paths.home)} />
        )}
      </Paper>
      {found !== null && (
        <DuplicateDialog
          found={found.result}
          typed={found.typed}
          onClose={() => setFound(null)}
          onContinue={goOn}
          onCreateAnyway={async () => answered(await createStudent.mutateAsync({ ...found.typed, createAnyway: true }), found.typed)}
        />
      )}
    </>
  );
}
