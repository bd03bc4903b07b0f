import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowRows } from '@/lib/useWindowRows';
import { personName } from '@/lib/personName';
import { STUDENT_COLUMNS } from './studentColumns';
import { studentDetail, type StudentListProps } from './studentDetails';

/** A card with its name and two detail lines, margin included: the first guess before measuring. */
const CARD_HEIGHT = 96;

/**
 * The group's students on a phone: one card each instead of a table too wide for the
 * screen; a long list draws only the cards near the screen.
 */
export function StudentCardList({ students, columns, selection, onToggle, onToggleAll, nextYearName }: StudentListProps) {
  const { t } = useTranslation('groups');
  const shown = STUDENT_COLUMNS.filter((column) => columns[column]);
  const chosen = selection === null ? 0 : students.filter((student) => selection.has(student.id)).length;
  const { attachList, indexes, before, after, measure } = useWindowRows<HTMLUListElement>(students.length, CARD_HEIGHT);

  return (
    <Stack spacing={1}>
      {selection !== null && students.length > 0 && (
        <FormControlLabel
          label={t('details.selectAll')}
          control={
            <Checkbox
              checked={chosen === students.length}
              indeterminate={chosen > 0 && chosen < students.length}
              onChange={(event) => onToggleAll(event.target.checked)}
            />
          }
        />
      )}
      <Box
        component="ul"
        ref={attachList}
        aria-label={t('details.students')}
        sx={{ listStyle: 'none', p: 0, m: 0, pt: `${before}px`, pb: `${after}px` }}
      >
        {indexes.map((index) => {
          const student = students[index]!;
          return (
            // The gap is padding inside the item, so a measured item includes it.
            <Box component="li" key={student.id} data-index={index} ref={measure} sx={{ pb: 1 }}>
              <Card variant="outlined" sx={{ borderColor: selection?.has(student.id) ? 'primary.main' : undefined }}>
                <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.5, '&:last-child': { pb: 1.5 } }}>
                  {selection !== null && (
                    <Checkbox
                      checked={selection.has(student.id)}
                      onChange={() => onToggle(student.id)}
                      slotProps={{ input: { 'aria-label': t('details.select', { name: personName(student) }) } }}
                      sx={{ mt: -0.5, ml: -0.5 }}
                    />
                  )}
                  <Stack spacing={0.25} sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {student.lastName} {student.firstName}
                    </Typography>
                    {shown.length > 0 && (
                      <Box
                        component="dl"
                        sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25, m: 0 }}
                      >
                        {shown.map((column) => (
                          <Fragment key={column}>
                            <Typography component="dt" variant="body2" color="text.secondary">
                              {t(`columns.${column}`)}
                            </Typography>
                            <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                              {studentDetail(column, student, t, nextYearName)}
                            </Typography>
                          </Fragment>
                        ))}
                      </Box>
                    )}
                  </Stack>
                </CardContent>
              </Card>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
