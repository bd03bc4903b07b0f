import type { TryoutCardDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { useAssignToTryout } from '../api/assignToTryout';
import { useTestsForBirthYear } from '../api/getTryoutsForBirthYear';

export interface CreatedMember {
  id: number;
  name: string;
  birthYear: number;
}

interface TryoutChoiceProps {
  member: CreatedMember;
  /** After the assignment, or when staff finish without one. */
  onDone: () => void;
}

function TestOption({ test }: { test: TryoutCardDto }) {
  const { t } = useTranslation('members');
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{t('choice.when', { date: test.scheduledDate, time: test.scheduledTime })}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('choice.details', {
          location: test.location,
          type: test.typeLabel,
          min: test.minBirthYear,
          max: test.maxBirthYear,
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('choice.remaining', { count: test.remaining, capacity: test.capacity })}
      </Typography>
    </Box>
  );
}

/** docs/product.md#screen-student-create, step 2: the tests fitting the birth year (with places left); assigning one ends at /home. */
export function TryoutChoice({ member, onDone }: TryoutChoiceProps) {
  const { t } = useTranslation(['members', 'common']);
  const toast = useToast();
  const errorText = useErrorText();
  const tests = useTestsForBirthYear(member.birthYear);
  const assign = useAssignToTryout();
  const [testId, setTestId] = useState<number | null>(null);
  const [sendMail, setSendMail] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);
  const legendId = useId();

  const submit = async () => {
    if (testId === null) return;
    setRefusal(null);
    try {
      const result = await assign.mutateAsync({ testId, studentId: member.id, sendMail });
      toast.success(
        result.mailQueued
          ? t('members:TEST_ASSIGN_SUCCESS_MAILED', { name: member.name })
          : t('members:TEST_ASSIGN_SUCCESS', { name: member.name }),
      );
      onDone();
    } catch (error) {
      const message = isApiError(error) && error.code === 'TEST_FULL' ? t('members:choice.full') : errorText(error);
      setRefusal(message);
      toast.error(message);
      setTestId(null);
    }
  };

  return (
    <Stack spacing={2.5}>
      <Typography id={legendId} component="h2" variant="h6">
        {t('members:choice.title', { name: member.name, year: member.birthYear })}
      </Typography>
      {tests.isPending && <LoadingState />}
      {tests.isError && <ErrorState error={tests.error} onRetry={() => void tests.refetch()} />}
      {tests.isSuccess && tests.data.length === 0 && <Alert severity="info">{t('members:choice.none', { year: member.birthYear })}</Alert>}
      {tests.isSuccess && tests.data.length > 0 && (
        <RadioGroup
          aria-labelledby={legendId}
          value={testId === null ? '' : String(testId)}
          onChange={(event) => setTestId(Number(event.target.value))}
        >
          {tests.data.map((test) => (
            <FormControlLabel
              key={test.id}
              value={String(test.id)}
              control={<Radio />}
              label={<TestOption test={test} />}
              sx={{
                alignItems: 'flex-start',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                mx: 0,
                mb: 1,
                pr: 1,
                '& .MuiRadio-root': { mt: 0.5 },
              }}
            />
          ))}
        </RadioGroup>
      )}
      {tests.isSuccess && tests.data.length > 0 && (
        <FormControlLabel
          control={<Checkbox checked={sendMail} onChange={(event) => setSendMail(event.target.checked)} />}
          label={t('members:choice.sendMail')}
        />
      )}
      {refusal !== null && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onDone}>
          {t('members:choice.later')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={testId === null} loading={assign.isPending}>
          {t('members:choice.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
