import type { TimeSlotDto } from '@club/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface SlotActions {
  /** Absent for readers (coaches): no edit nor delete buttons. */
  onEdit?: (slot: TimeSlotDto) => void;
  onDelete?: (slot: TimeSlotDto) => void;
}

interface TimeSlotListProps extends SlotActions {
  slots: readonly TimeSlotDto[];
  label: string;
}

/** "lundi 18:00–19:30" for buttons and confirmations. */
export const useSlotText = () => {
  const { t } = useTranslation('timeslots');
  return (slot: TimeSlotDto) => t('slotText', { day: t(`weekdays.${slot.weekday}`), start: slot.start, end: slot.end });
};

function Actions({ slot, onEdit, onDelete }: SlotActions & { slot: TimeSlotDto }) {
  const { t } = useTranslation('timeslots');
  const slotText = useSlotText();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexShrink: 0 }}>
      {onEdit !== undefined && (
        <Tooltip title={t('list.edit')}>
          <IconButton aria-label={t('list.editOf', { slot: slotText(slot) })} onClick={() => onEdit(slot)}>
            <EditIcon />
          </IconButton>
        </Tooltip>
      )}
      {onDelete !== undefined && (
        <Tooltip title={t('list.delete')}>
          <IconButton aria-label={t('list.deleteOf', { slot: slotText(slot) })} onClick={() => onDelete(slot)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

export function TimeSlotTable({ slots, label, ...actions }: TimeSlotListProps) {
  const { t } = useTranslation('timeslots');
  const editable = actions.onEdit !== undefined || actions.onDelete !== undefined;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.weekday')}</TableCell>
            <TableCell>{t('fields.start')}</TableCell>
            <TableCell>{t('fields.end')}</TableCell>
            <TableCell>{t('fields.location')}</TableCell>
            {editable && <TableCell align="right">{t('list.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {slots.map((slot) => (
            <TableRow key={slot.id} hover>
              <TableCell component="th" scope="row">
                {t(`weekdays.${slot.weekday}`)}
              </TableCell>
              <TableCell>{slot.start}</TableCell>
              <TableCell>{slot.end}</TableCell>
              <TableCell>{slot.location}</TableCell>
              {editable && (
                <TableCell align="right" padding="checkbox" sx={{ pr: 1 }}>
                  <Actions slot={slot} {...actions} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function TimeSlotCardList({ slots, label, ...actions }: TimeSlotListProps) {
  const { t } = useTranslation('timeslots');
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {slots.map((slot) => (
        <Card component="li" key={slot.id}>
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1, '&:last-child': { pb: 2 } }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t(`weekdays.${slot.weekday}`)} · {slot.start}–{slot.end}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {slot.location}
              </Typography>
            </Box>
            <Actions slot={slot} {...actions} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
