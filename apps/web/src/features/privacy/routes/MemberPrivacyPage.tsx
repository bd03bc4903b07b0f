import { ERASE_CONFIRMATION_MISMATCH, formatDate } from '@club/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { pathTo, paths } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { useEraseMember } from '../api/eraseMember';
import { useExportMemberData } from '../api/exportMemberData';
import { useMemberSummary } from '../api/getMemberSummary';
import { EraseDialog } from '../components/EraseDialog';

const COUNTS = ['guardians', 'subscriptions', 'attendances', 'tests', 'mails'] as const;

/** /privacy/member/{id}: "Personal data" of a member: export everything held (JSON), or erase it all. */
export function MemberPrivacyPage() {
  const { t } = useTranslation('privacy');
  const toast = useToast();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const memberId = Number(useParams().id);
  const valid = Number.isInteger(memberId) && memberId > 0;
  const summary = useMemberSummary(valid ? memberId : 0);
  const exportData = useExportMemberData();
  const erase = useEraseMember();
  const [erasing, setErasing] = useState(false);

  const back = valid ? (
    <Button component={Link} to={pathTo(paths.subscription, { id: memberId })} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {t('back')}
    </Button>
  ) : null;

  if (!valid || summary.isError) {
    return (
      <>
        {back}
        <ErrorState error={summary.error} onRetry={valid ? () => void summary.refetch() : undefined} />
      </>
    );
  }
  if (summary.isPending) return <LoadingState />;
  const member = summary.data;
  const name = `${member.firstName} ${member.lastName}`;

  const onExport = async () => {
    try {
      await exportData.mutateAsync(member.id);
      toast.success(t('export.done'));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const onErase = async (typedLastName: string) => {
    try {
      await erase.mutateAsync({ memberId: member.id, lastName: typedLastName });
      setErasing(false);
      toast.success(t('erase.done', { name }));
      await navigate(paths.subscriptions, { replace: true });
    } catch (error) {
      const mismatch = isApiError(error) && error.fields.lastName === ERASE_CONFIRMATION_MISMATCH;
      toast.error(mismatch ? t('erase.mismatch') : errorText(error));
    }
  };

  return (
    <>
      {back}
      <PageTitle subtitle={t('subtitle', { name })}>{t('title')}</PageTitle>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined" component="section" aria-labelledby="privacy-held">
          <CardContent>
            <Typography id="privacy-held" variant="h6" component="h2" gutterBottom>
              {t('held.title')}
            </Typography>
            <Typography>{name}</Typography>
            <Typography color="text.secondary">
              {t('held.birthDate', { date: formatDate(member.birthDate) })} · {member.groupName ?? t('held.noGroup')}
            </Typography>
            {member.leftAt !== null && (
              <Typography color="text.secondary">{t('held.leftAt', { date: formatDate(member.leftAt) })}</Typography>
            )}
            {member.anonymisedAt !== null && (
              <Typography color="text.secondary">{t('held.anonymisedAt', { date: formatDate(member.anonymisedAt) })}</Typography>
            )}
            <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
              {COUNTS.map((key) => (
                <li key={key}>{t(`held.${key}`, { count: member.counts[key] })}</li>
              ))}
            </Box>
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Card variant="outlined" component="section" aria-labelledby="privacy-export">
            <CardContent>
              <Typography id="privacy-export" variant="h6" component="h2" gutterBottom>
                {t('export.title')}
              </Typography>
              <Typography color="text.secondary">{t('export.text')}</Typography>
            </CardContent>
            <CardActions>
              <Button variant="contained" startIcon={<DownloadIcon />} disabled={exportData.isPending} onClick={() => void onExport()}>
                {t('export.button')}
              </Button>
            </CardActions>
          </Card>
          <Card variant="outlined" component="section" aria-labelledby="privacy-erase" sx={{ borderColor: 'error.main' }}>
            <CardContent>
              <Typography id="privacy-erase" variant="h6" component="h2" gutterBottom>
                {t('erase.title')}
              </Typography>
              <Typography color="text.secondary">{t('erase.text')}</Typography>
            </CardContent>
            <CardActions>
              <Button color="error" variant="outlined" startIcon={<DeleteForeverIcon />} onClick={() => setErasing(true)}>
                {t('erase.button')}
              </Button>
            </CardActions>
          </Card>
        </Box>
      </Box>
      {erasing && (
        <EraseDialog
          firstName={member.firstName}
          lastName={member.lastName}
          busy={erase.isPending}
          onCancel={() => setErasing(false)}
          onConfirm={(typed) => void onErase(typed)}
        />
      )}
    </>
  );
}
