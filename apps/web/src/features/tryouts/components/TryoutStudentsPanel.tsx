import type { TryoutCardDto, TryoutStudentDto } from '@club/domain';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import MailIcon from '@mui/icons-material/Mail';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { useAssignStudent } from '../api/assignStudent';
import { useMailParticipants } from '../api/mailParticipants';
import { useUnassignStudent } from '../api/unassignStudent';
import { personName } from '@/lib/personName';
import { StudentList } from './StudentList';

interface TryoutStudentsPanelProps {
  tryout: TryoutCardDto;
  candidates: readonly TryoutStudentDto[];
  participants: readonly TryoutStudentDto[];
}

const matches = (student: TryoutStudentDto, filter: string): boolean =>
  filter === '' || `${student.firstName} ${student.lastName} ${student.lastName} ${student.firstName}`.toLowerCase().includes(filter);

/**
 * The test edit screen (docs/product.md#screen-tests): the students not assigned and those assigned (a click moves one), the
 * places left, and the button that mails the convocation to every participant.
 */
export function TryoutStudentsPanel({ tryout, candidates, participants }: TryoutStudentsPanelProps) {
  const { t } = useTranslation('tryouts');
  const toast = useToast();
  const errorText = useErrorText();
  const titleId = useId();
  const assign = useAssignStudent();
  const unassign = useUnassignStudent();
  const mail = useMailParticipants();
  const [sendMail, setSendMail] = useState(false);
  const [filter, setFilter] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = assign.isPending || unassign.isPending;
  const closed = tryout.completed;
  const shownCandidates = useMemo(
    () => candidates.filter((student) => matches(student, filter.trim().toLowerCase())),
    [candidates, filter],
  );

  const add = async (student: TryoutStudentDto) => {
    setRefusal(null);
    const name = personName(student);
    try {
      const result = await assign.mutateAsync({ testId: tryout.id, studentId: student.id, sendMail });
      toast.success(result.mailQueued ? t('TEST_ASSIGN_SUCCESS_MAILED', { name }) : t('TEST_ASSIGN_SUCCESS', { name }));
    } catch (error) {
      const message = isApiError(error) && error.code === 'TEST_FULL' ? t('students.full', { name }) : errorText(error);
      setRefusal(message);
      toast.error(message);
    }
  };

  const remove = async (student: TryoutStudentDto) => {
    setRefusal(null);
    try {
      await unassign.mutateAsync({ testId: tryout.id, studentId: student.id });
      toast.success(t('students.removed', { name: personName(student) }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const sendConvocations = async () => {
    try {
      const result = await mail.mutateAsync(tryout.id);
      // One toast at a time: what was sent and who could not be written to, together.
      const sent = result.queued > 0 ? t('SEND_MAIL_FOR_TEST_SUCCESS', { count: result.queued }) : t('mail.alreadySent');
      const message = result.unreachable > 0 ? `${sent} · ${t('mail.unreachable', { count: result.unreachable })}` : sent;
      if (result.queued > 0) toast.success(message);
      else if (result.unreachable > 0) toast.warning(message);
      else toast.info(message);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Box>
          <Typography id={titleId} variant="h6" component="h2">
            {t('students.title')}
          </Typography>
          {/* A completed test takes nobody any more: no places left to show. */}
          {!closed && (
            <Typography role="status" color={tryout.remaining === 0 ? 'warning.main' : 'text.secondary'}>
              {t('students.remaining', { count: tryout.remaining, capacity: tryout.capacity })}
            </Typography>
          )}
        </Box>
        <Button
          variant="outlined"
          startIcon={<MailIcon />}
          onClick={() => void sendConvocations()}
          loading={mail.isPending}
          disabled={closed || participants.length === 0}
        >
          {t('mail.send')}
        </Button>
      </Stack>
      {!closed && (
        <FormControlLabel
          control={<Switch checked={sendMail} onChange={(event) => setSendMail(event.target.checked)} />}
          label={t('students.sendMailOnAssign')}
          sx={{ mb: 1 }}
        />
      )}
      {refusal !== null && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <StudentList
          title={t('students.unassigned', { count: candidates.length })}
          students={shownCandidates}
          empty={candidates.length === 0 ? t('students.noCandidate') : t('students.noMatch')}
          actionLabel={(name) => t('students.assign', { name })}
          icon={<AddCircleOutlineIcon color={closed ? 'disabled' : 'primary'} />}
          onPick={(student) => void add(student)}
          disabled={busy || closed}
          header={
            candidates.length > 0 ? (
              <TextField
                size="small"
                label={t('students.filter')}
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                sx={{ mt: 1, mx: 0.5 }}
                autoComplete="off"
              />
            ) : undefined
          }
        />
        <StudentList
          title={t('students.assigned', { count: participants.length })}
          students={participants}
          empty={t('students.noParticipant')}
          actionLabel={(name) => t('students.unassign', { name })}
          icon={<RemoveCircleOutlineIcon color={closed ? 'disabled' : 'error'} />}
          onPick={(student) => void remove(student)}
          disabled={busy || closed}
        />
      </Box>
    </Paper>
  );
}
