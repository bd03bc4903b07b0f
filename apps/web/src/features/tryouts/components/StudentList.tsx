import type { TryoutStudentDto } from '@club/domain';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { EmailText } from '@/components/EmailText';
import { formatBirthDate } from '@/lib/clubTime';
import { byLastName, personName } from '@/lib/personName';

interface StudentListProps {
  title: string;
  students: readonly TryoutStudentDto[];
  empty: string;
  /** The accessible name of a row's action: "Assign Léa Martin". */
  actionLabel: (name: string) => string;
  icon: ReactNode;
  onPick: (student: TryoutStudentDto) => void;
  disabled?: boolean;
  /** Above the list (a filter). */
  header?: ReactNode;
}

/** One of the two lists of the test edit screen: clicking a student moves them to the other list. */
export function StudentList({ title, students, empty, actionLabel, icon, onPick, disabled = false, header }: StudentListProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 1.5, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, px: 0.5 }}>
        {title}
      </Typography>
      {header}
      {students.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 0.5, py: 1 }}>
          {empty}
        </Typography>
      ) : (
        <List dense aria-labelledby={titleId} sx={{ maxHeight: { md: 420 }, overflowY: 'auto' }}>
          {byLastName(students).map((student) => {
            const name = personName(student);
            return (
              <ListItem key={student.id} disablePadding>
                <ListItemButton onClick={() => onPick(student)} disabled={disabled} aria-label={actionLabel(name)} sx={{ borderRadius: 1 }}>
                  <ListItemText
                    primary={name}
                    secondary={
                      <>
                        {formatBirthDate(student.birthDate)}
                        {/* A line of its own: the address has the column's whole width to wrap in. */}
                        {student.email !== null && student.email !== '' && (
                          <Box component="span" sx={{ display: 'block' }}>
                            <EmailText email={student.email} />
                          </Box>
                        )}
                      </>
                    }
                    slotProps={{ secondary: { sx: { overflowWrap: 'break-word' } } }}
                  />
                  <ListItemIcon sx={{ minWidth: 0, ml: 1 }}>{icon}</ListItemIcon>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
