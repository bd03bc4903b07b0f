import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import type { SubscriptionDetailDto } from '@club/domain';
import { personName } from '@/lib/personName';

/** The guardian must be chosen by staff: what the family typed, and the way to the picker. */
export function ProblemBanner({ detail }: { detail: SubscriptionDetailDto }) {
  const { t } = useTranslation('subscriptions');
  const typed = detail.submittedContact;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3, '& .MuiAlert-action': { alignItems: 'center' } }}
      action={
        <Button
          component={Link}
          to={pathTo(paths.subscriptionProblem, { id: detail.studentId })}
          color="inherit"
          variant="outlined"
          size="small"
        >
          {t('problem.choose')}
        </Button>
      }
    >
      <AlertTitle>{t('problem.title')}</AlertTitle>
      {typed === null
        ? t('problem.noGuardian')
        : t('problem.typed', {
            name: personName(typed) || '—',
            email: typed.email,
            phone: typed.phoneNumber ?? '—',
          })}
      {typed !== null && (typed.secondaryEmail !== null || typed.secondaryPhoneNumber !== null) && (
        <>
          <br />
          {t('problem.typedSecond', { email: typed.secondaryEmail ?? '—', phone: typed.secondaryPhoneNumber ?? '—' })}
        </>
      )}
    </Alert>
  );
}
