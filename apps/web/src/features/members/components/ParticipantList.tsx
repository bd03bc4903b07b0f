import { DATE_FORMAT, type TryoutParticipantDto } from '@club/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailText } from '@/components/EmailText';

interface ParticipantListProps {
  participants: readonly TryoutParticipantDto[];
  /** The test's possible groups, to name a placement. */
  groupName: (groupId: number) => string;
  label: string;
}

const sorted = (participants: readonly TryoutParticipantDto[]) =>
  [...participants].sort((a, b) => a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr'));

/** The members assigned to a test: contact and, once it is completed, their result. A table on a desktop, a list on a phone. */
export function ParticipantList({ participants, groupName, label }: ParticipantListProps) {
  const { t } = useTranslation('members');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  /** Null while the test has not given one. */
  const resultOf = (participant: TryoutParticipantDto): string | null => {
    if (participant.failed) return t('participants.failed');
    if (participant.resultGroupId !== null) return t('participants.placed', { group: groupName(participant.resultGroupId) });
    return null;
  };
  const birthDate = (participant: TryoutParticipantDto) => dayjs(participant.birthDate).format(DATE_FORMAT);

  if (onPhone) {
    return (
      <Paper variant="outlined">
        <List aria-label={label}>
          {sorted(participants).map((participant) => (
            <ListItem key={participant.id} divider>
              <ListItemText
                primary={`${participant.firstName} ${participant.lastName}`}
                secondary={[
                  birthDate(participant),
                  participant.email === null || participant.email === '' ? null : <EmailText email={participant.email} />,
                  participant.phoneNumber,
                  resultOf(participant),
                ]
                  .filter((part) => part !== null && part !== '')
                  .map((part, index) => (
                    <Fragment key={index}>
                      {index > 0 && ' · '}
                      {part}
                    </Fragment>
                  ))}
                slotProps={{ secondary: { sx: { overflowWrap: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.lastName')}</TableCell>
            <TableCell>{t('fields.firstName')}</TableCell>
            <TableCell>{t('fields.birthDate')}</TableCell>
            <TableCell>{t('fields.email')}</TableCell>
            <TableCell>{t('fields.phoneNumber')}</TableCell>
            <TableCell>{t('participants.result')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted(participants).map((participant) => (
            <TableRow key={participant.id} hover>
              <TableCell>{participant.lastName}</TableCell>
              <TableCell>{participant.firstName}</TableCell>
              <TableCell>{birthDate(participant)}</TableCell>
              <TableCell sx={{ overflowWrap: 'break-word' }}>
                {participant.email === null || participant.email === '' ? '—' : <EmailText email={participant.email} />}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{participant.phoneNumber ?? '—'}</TableCell>
              <TableCell>{resultOf(participant) ?? t('participants.waiting')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
