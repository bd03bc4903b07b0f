import type { AbsenceDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { capitalized, clubDayOf, clubTimeOf, formatLongDay } from './days';
import { useAbsenceText } from './useAbsenceText';

interface AbsenceListProps {
  absences: readonly AbsenceDto[];
  onWithdraw: (id: number) => Promise<unknown>;
  withdrawing: boolean;
}

/** The reported absences not yet over, each with « Withdraw » once confirmed (docs/product.md#absences). */
export function AbsenceList({ absences, onWithdraw, withdrawing }: AbsenceListProps) {
  const { t, i18n } = useTranslation('family');
  const errorText = useErrorText();
  const absenceText = useAbsenceText();
  const [asked, setAsked] = useState<{ absence: AbsenceDto; when: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const whenOf = (absence: AbsenceDto): string => {
    if (absence.sessionStartsAt !== null)
      return capitalized(
        t('absences.list.session', {
          day: formatLongDay(clubDayOf(absence.sessionStartsAt), i18n.language),
          time: clubTimeOf(absence.sessionStartsAt),
        }),
      );
    if (absence.fromDay === absence.toDay) return capitalized(formatLongDay(absence.fromDay, i18n.language));
    return t('absences.list.days', {
      from: formatLongDay(absence.fromDay, i18n.language),
      to: formatLongDay(absence.toDay, i18n.language),
    });
  };

  const confirm = async () => {
    if (asked === null) return;
    setFailure(null);
    try {
      await onWithdraw(asked.absence.id);
      setDone(t('absences.list.withdrawn', { name: asked.absence.firstName, when: asked.when }));
    } catch (error) {
      const key = isApiError(error) ? Object.values(error.fields)[0] : undefined;
      setFailure(key === undefined ? errorText(error) : absenceText(key));
    }
    setAsked(null);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id="absence-list-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('absences.list.title')}
      </Typography>
      {done !== null && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      {failure !== null && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {absences.length === 0 ? (
        <Typography color="text.secondary">{t('absences.list.none')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby="absence-list-title"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {absences.map((absence) => {
            const when = whenOf(absence);
            return (
              <Box
                component="li"
                key={absence.id}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                  p: 1.5,
                  borderRadius: 2,
                  bgcolor: 'action.hover',
                }}
              >
                <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Typography sx={{ fontWeight: 600 }}>{absence.firstName}</Typography>
                  <Typography variant="body2">{when}</Typography>
                  {absence.reason !== null && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {absence.reason}
                    </Typography>
                  )}
                </Box>
                <Button
                  variant="outlined"
                  aria-label={t('absences.list.withdrawOf', { name: absence.firstName, when })}
                  onClick={() => {
                    setDone(null);
                    setAsked({ absence, when });
                  }}
                >
                  {t('absences.list.withdraw')}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
      <Dialog open={asked !== null} onClose={() => setAsked(null)} aria-labelledby="absence-withdraw-title">
        <DialogTitle id="absence-withdraw-title">{t('absences.list.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {asked !== null && t('absences.list.confirmMessage', { name: asked.absence.firstName, when: asked.when })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsked(null)}>{t('absences.list.keep')}</Button>
          <Button variant="contained" loading={withdrawing} onClick={() => void confirm()}>
            {t('absences.list.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
