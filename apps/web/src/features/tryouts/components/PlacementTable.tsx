import type { TryoutGroupDto, TryoutStudentDto } from '@club/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { formatBirthDate } from '@/lib/clubTime';
import { byLastName, personName } from '@/lib/personName';
import type { Choice } from './placements';

interface PlacementTableProps {
  students: readonly TryoutStudentDto[];
  groups: readonly TryoutGroupDto[];
  choices: ReadonlyMap<number, Choice>;
  onChoose: (studentId: number, choice: Choice) => void;
  disabled?: boolean;
}

const FAILED = 'failed';

/** Narrow columns: a radio needs 42 px, so group names wrap onto several lines instead of widening theirs. */
const PLACEMENT_TABLE_SX = { '& th, & td': { px: 1 } } as const;
const CHOICE_HEADER_SX = {
  minWidth: 64,
  maxWidth: 160,
  lineHeight: 1.25,
  verticalAlign: 'bottom',
  hyphens: 'auto',
  overflowWrap: 'break-word',
} as const;
/** The student's name stays at the left edge while the choices scroll beneath it. */
const NAME_CELL_SX = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 120,
  maxWidth: 220,
  overflowWrap: 'break-word',
} as const;
const valueOf = (choice: Choice | undefined): string => (choice === undefined ? '' : String(choice));
const choiceOf = (value: string): Choice => (value === FAILED ? FAILED : Number(value));

/**
 * The start-test screen (docs/product.md#screen-tests): one row per student, one radio per possible group plus "failed". On a
 * phone the columns would not fit: each student becomes a card holding the same radios.
 */
export function PlacementTable({ students, groups, choices, onChoose, disabled = false }: PlacementTableProps) {
  const { t } = useTranslation('tryouts');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const sorted = byLastName(students);

  if (onPhone) {
    return (
      <Stack spacing={1.5}>
        {sorted.map((student) => {
          const name = personName(student);
          return (
            <Paper key={student.id} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatBirthDate(student.birthDate)}
              </Typography>
              <RadioGroup
                aria-label={t('start.choiceOf', { name })}
                value={valueOf(choices.get(student.id))}
                onChange={(event) => onChoose(student.id, choiceOf(event.target.value))}
              >
                {groups.map((group) => (
                  <FormControlLabel key={group.id} value={String(group.id)} control={<Radio />} label={group.name} disabled={disabled} />
                ))}
                <FormControlLabel value={FAILED} control={<Radio color="error" />} label={t('start.failed')} disabled={disabled} />
              </RadioGroup>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    // Past what the width can hold (many possible groups), the table scrolls inside its frame, names kept in view.
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={t('start.tableLabel')} sx={PLACEMENT_TABLE_SX}>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={NAME_CELL_SX}>
              {t('start.student')}
            </TableCell>
            <TableCell scope="col">{t('start.birthDate')}</TableCell>
            {groups.map((group) => (
              <TableCell key={group.id} scope="col" align="center" sx={CHOICE_HEADER_SX}>
                {group.name}
              </TableCell>
            ))}
            <TableCell scope="col" align="center" sx={CHOICE_HEADER_SX}>
              {t('start.failed')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((student) => {
            const name = personName(student);
            const chosen = valueOf(choices.get(student.id));
            const radio = (value: string, label: string, color: 'primary' | 'error' = 'primary') => (
              <Radio
                name={`student-${student.id}`}
                value={value}
                checked={chosen === value}
                color={color}
                disabled={disabled}
                onChange={() => onChoose(student.id, choiceOf(value))}
                slotProps={{ input: { 'aria-label': t('start.radioLabel', { name, choice: label }) } }}
              />
            );
            return (
              <TableRow key={student.id} hover>
                <TableCell component="th" scope="row" sx={NAME_CELL_SX}>
                  {name}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBirthDate(student.birthDate)}</TableCell>
                {groups.map((group) => (
                  <TableCell key={group.id} align="center">
                    {radio(String(group.id), group.name)}
                  </TableCell>
                ))}
                <TableCell align="center">{radio(FAILED, t('start.failed'), 'error')}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
