import { formatDate } from '@club/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { FeesCard } from '@/features/payments';
import { PersonalDataLink } from '@/features/privacy';
import { getSubscription, useSubscription } from '../api/getSubscription';
import { subscriptionsKeys } from '../api/queryKeys';
import { CancelledBanner } from '../components/CancelledBanner';
import { ChecklistCard } from '../components/ChecklistCard';
import { CorrectionsSection } from '../components/CorrectionsSection';
import { DocumentLinks } from '../components/DocumentLinks';
import { HistoryList } from '../components/HistoryList';
import { MemberForm } from '../components/MemberForm';
import { personName } from '@/lib/personName';
import { ProblemBanner } from '../components/ProblemBanner';
import { SignedOnlineSection } from '../components/SignedOnlineSection';
import { SubscriptionActions } from '../components/SubscriptionActions';
import { SubscriptionFacts } from '../components/SubscriptionFacts';

const studentIdOf = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /subscription/{id}: a member's subscription of the season, as staff edit it (docs/product.md#screen-subscription-edit). */
export function EditSubscriptionPage() {
  const { t } = useTranslation('subscriptions');
  const params = useParams();
  const studentId = studentIdOf(params.id);
  const queryClient = useQueryClient();
  const subscription = useSubscription(studentId);
  // Bumped after a reload: the forms start again from what the server has.
  const [generation, setGeneration] = useState(0);

  const reload = async () => {
    if (studentId === null) return;
    const fresh = await getSubscription(studentId);
    queryClient.setQueryData(subscriptionsKeys.detail(studentId), fresh);
    setGeneration((value) => value + 1);
  };

  const back = (
    <Button component={Link} to={paths.subscriptions} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {t('edit.backToList')}
    </Button>
  );

  if (studentId === null || subscription.isError) {
    return (
      <>
        {back}
        <ErrorState error={subscription.error} onRetry={studentId === null ? undefined : () => void subscription.refetch()} />
      </>
    );
  }
  if (subscription.isPending) return <LoadingState />;
  const detail = subscription.data;

  return (
    <DatePickersProvider>
      {back}
      <PageTitle
        subtitle={t('edit.subtitle', {
          season: detail.season.label,
          group: detail.groupName ?? '—',
          birthDate: formatDate(detail.birthDate),
        })}
        actions={<SubscriptionActions detail={detail} />}
      >
        {personName(detail)}
      </PageTitle>

      {detail.state === 'CANCELLED' && <CancelledBanner detail={detail} />}
      {detail.problem && <ProblemBanner detail={detail} />}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 3fr)' },
          alignItems: 'start',
        }}
      >
        {/* At the counter the checklist comes first on a phone; beside the form from the desktop width. */}
        <Stack spacing={3} sx={{ order: { xs: 0, md: 1 } }}>
          <ChecklistCard key={`checklist-${generation}`} detail={detail} onReload={reload} />
          {/* A payment may tick the checklist's payment by itself: the subscription is read again. */}
          <FeesCard
            subscriptionId={detail.id}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: subscriptionsKeys.detail(detail.studentId) })}
          />
          <DocumentLinks detail={detail} />
          <SubscriptionFacts detail={detail} />
          <CorrectionsSection subscriptionId={detail.id} onReload={reload} />
          <SignedOnlineSection subscriptionId={detail.id} lastName={detail.lastName} />
          <HistoryList history={detail.history} />
          <Box>
            <PersonalDataLink memberId={studentId} />
          </Box>
        </Stack>
        <Box sx={{ order: { xs: 1, md: 0 }, minWidth: 0 }}>
          <MemberForm key={`member-${generation}`} detail={detail} onReload={reload} />
        </Box>
      </Box>
    </DatePickersProvider>
  );
}
