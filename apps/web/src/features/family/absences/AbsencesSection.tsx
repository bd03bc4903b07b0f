import type { AbsenceDto, FamilyAbsencesDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { AbsenceList } from './AbsenceList';
import { useAbsences, useReportAbsence, useWithdrawAbsence, type AbsencesSource } from './api';
import { capitalized, clubDayOf, clubTimeOf, formatLongDay, isCovered } from './days';
import { RangeForm } from './RangeForm';
import { useAbsenceText } from './useAbsenceText';

type Child = FamilyAbsencesDto['children'][number];
type Session = Child['sessions'][number];

interface ChildSessionsProps {
  child: Child;
  absences: readonly AbsenceDto[];
  onReport: (child: Child, session: Session) => void;
  /** The session whose report is being sent. */
  sending: number | null;
}

/** A child's next planned sessions: each one reportable, unless cancelled or already covered by an absence. */
function ChildSessions({ child, absences, onReport, sending }: ChildSessionsProps) {
  const { t, i18n } = useTranslation('family');
  const headingId = `absence-child-${child.memberId}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('absences.childSessions', { name: `${child.firstName} ${child.lastName}` })}
      </Typography>
      {child.sessions.length === 0 ? (
        <Typography color="text.secondary">{t('absences.noSessions')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {child.sessions.map((session) => {
            const day = formatLongDay(clubDayOf(session.startsAt), i18n.language);
            const from = clubTimeOf(session.startsAt);
            const cancelled = session.status === 'CANCELLED';
            const covered = !cancelled && isCovered(absences, child.memberId, clubDayOf(session.startsAt));
            return (
              <Box
                component="li"
                key={session.id}
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
                  <Typography sx={{ fontWeight: 600, textDecoration: cancelled ? 'line-through' : undefined }}>
                    {capitalized(t('absences.sessionWhen', { day, from, to: clubTimeOf(session.endsAt) }))}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {t('absences.sessionWhere', { group: session.groupName, location: session.location })}
                  </Typography>
                </Box>
                {cancelled ? (
                  <Chip label={t('absences.cancelled')} color="warning" size="small" />
                ) : covered ? (
                  <Chip label={t('absences.reported')} color="success" size="small" variant="outlined" />
                ) : (
                  <Button
                    variant="outlined"
                    loading={sending === session.id}
                    disabled={sending !== null && sending !== session.id}
                    aria-label={t('absences.reportOf', { name: child.firstName, day, time: from })}
                    onClick={() => onReport(child, session)}
                  >
                    {t('absences.report')}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

interface AbsencesSectionProps {
  source: AbsencesSource;
}

/**
 * "Absences" (docs/product.md#absences): each child's planned sessions of the next 30 days, each
 * reportable in one tap; an absence over several days; the absences reported and not yet over,
 * which can be withdrawn. The same section serves the family space and a mail's absence link.
 */
export function AbsencesSection({ source }: AbsencesSectionProps) {
  const { t, i18n } = useTranslation('family');
  const errorText = useErrorText();
  const absenceText = useAbsenceText();
  const absences = useAbsences(source);
  const reportSession = useReportAbsence(source);
  const reportRange = useReportAbsence(source);
  const withdraw = useWithdrawAbsence(source);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState<number | null>(null);

  const report = (child: Child, session: Session) => {
    setNotice(null);
    setSending(session.id);
    reportSession.mutate(
      { kind: 'SESSION', memberId: child.memberId, plannedSessionId: session.id },
      {
        onSuccess: () =>
          setNotice({
            severity: 'success',
            text: t('absences.reportedDone', {
              name: child.firstName,
              day: formatLongDay(clubDayOf(session.startsAt), i18n.language),
              time: clubTimeOf(session.startsAt),
            }),
          }),
        onError: (error) => {
          const key = isApiError(error) ? Object.values(error.fields)[0] : undefined;
          setNotice({ severity: 'error', text: key === undefined ? errorText(error) : absenceText(key) });
        },
        onSettled: () => setSending(null),
      },
    );
  };

  let content;
  if (absences.isPending) content = <LoadingState label={t('absences.loading')} />;
  else if (absences.isError) content = <ErrorState error={absences.error} onRetry={() => void absences.refetch()} />;
  else if (absences.data.children.length === 0) content = <Typography color="text.secondary">{t('absences.noChildren')}</Typography>;
  else {
    const { children, absences: reported } = absences.data;
    content = (
      <>
        {notice !== null && (
          <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
        {children.map((child) => (
          <ChildSessions key={child.memberId} child={child} absences={reported} onReport={report} sending={sending} />
        ))}
        <Divider />
        <RangeForm children={children} onReport={(input) => reportRange.mutateAsync(input)} sending={reportRange.isPending} />
        <Divider />
        <AbsenceList absences={reported} onWithdraw={(id) => withdraw.mutateAsync(id)} withdrawing={withdraw.isPending} />
      </>
    );
  }

  return (
    <Paper component="section" aria-labelledby="family-absences" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="family-absences" variant="h6" component="h2">
        {t('absences.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('absences.intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>{content}</Box>
    </Paper>
  );
}
