import { formatDate, type DuplicateCandidateDto, type MemberFieldDifference } from '@club/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo, paths } from '@/config/paths';

/** A phone number reads only whole; a long e-mail may wrap anywhere on a phone's narrow screen. */
const valueStyle = (difference: MemberFieldDifference) =>
  difference.field === 'phoneNumber' ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' as const };

interface DuplicateCandidateCardProps {
  candidate: DuplicateCandidateDto;
  /** The contact typed now differs from the one on file and may be applied to this member. */
  canApplyContact: boolean;
  applying: boolean;
  onApplyContact: () => void;
  onContinue: () => void;
}

/** One member on file: who they are, where they stand, and field by field what was typed against what is on file. */
export function DuplicateCandidateCard({ candidate, canApplyContact, applying, onApplyContact, onContinue }: DuplicateCandidateCardProps) {
  const { t } = useTranslation('members');
  const headingId = useId();
  const name = `${candidate.firstName} ${candidate.lastName}`;
  // Gender travels as M/F; people read it translated, on both sides of the comparison.
  const shown = (difference: MemberFieldDifference, value: string | null) =>
    value === null ? t('duplicates.nothingOnFile') : difference.field === 'gender' ? t(`genders.${value}`, { defaultValue: value }) : value;
  const standing = candidate.left
    ? t('duplicates.standing.left')
    : candidate.groupName === null
      ? t('duplicates.standing.waiting')
      : t('duplicates.standing.group', { group: candidate.groupName });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('duplicates.who', { name, date: formatDate(candidate.birthDate) })}
        </Typography>
        <Chip
          size="small"
          color={candidate.match === 'EXACT' ? 'warning' : 'info'}
          label={t(`duplicates.match.${candidate.match}`)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {standing}
      </Typography>
      {candidate.differences.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('duplicates.noDifference')}
        </Typography>
      ) : (
        <Box sx={{ mt: 1.5, overflowX: 'auto' }}>
          <Table size="small" aria-label={t('duplicates.differencesOf', { name })} sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('duplicates.columns.field')}</TableCell>
                <TableCell>{t('duplicates.columns.typed')}</TableCell>
                <TableCell>{t('duplicates.columns.onFile')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {candidate.differences.map((difference) => (
                <TableRow key={difference.field}>
                  <TableCell component="th" scope="row">
                    {t(`fields.${difference.field}`)}
                  </TableCell>
                  <TableCell sx={{ ...valueStyle(difference), fontWeight: 600 }}>{shown(difference, difference.typed)}</TableCell>
                  <TableCell sx={valueStyle(difference)}>{shown(difference, difference.onFile)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        {candidate.hasSubscription && (
          <Button component={Link} to={pathTo(paths.subscription, { id: candidate.id })} variant="text">
            {t('duplicates.openSubscription')}
          </Button>
        )}
        {canApplyContact && (
          <Button variant="outlined" onClick={onApplyContact} loading={applying}>
            {t('duplicates.applyContact')}
          </Button>
        )}
        <Button variant="contained" onClick={onContinue}>
          {t('duplicates.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
