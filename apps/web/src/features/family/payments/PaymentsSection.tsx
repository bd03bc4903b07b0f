import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useFamilyPayments } from './api';
import { FeeAccount, type FamilyAccount } from './FeeAccount';
import { PaymentList } from './PaymentList';

/** The accounts by season, the latest season first, each season's children in the server's order (by rank). */
const bySeason = (accounts: readonly FamilyAccount[]): [string, FamilyAccount[]][] => {
  const seasons = new Map<string, FamilyAccount[]>();
  for (const account of accounts) {
    const list = seasons.get(account.seasonLabel) ?? [];
    list.push(account);
    seasons.set(account.seasonLabel, list);
  }
  return [...seasons].sort(([a], [b]) => b.localeCompare(a));
};

/**
 * "Payments" on the family's home (docs/product.md#fees-and-payments): where to pay (the club
 * takes payments at its counter, never online), what each child owes and why, season by season,
 * then the payments recorded with their receipts.
 */
export function PaymentsSection() {
  const { t } = useTranslation('family');
  const payments = useFamilyPayments();

  let content;
  if (payments.isPending) content = <LoadingState label={t('payments.loading')} />;
  else if (payments.isError) content = <ErrorState error={payments.error} onRetry={() => void payments.refetch()} />;
  else
    content = (
      <>
        {bySeason(payments.data.accounts).map(([season, accounts]) => (
          <Box key={season} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('home.season', { season })}
            </Typography>
            {accounts.map((account) => (
              <FeeAccount key={account.subscriptionId} account={account} />
            ))}
          </Box>
        ))}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography id="family-payments-list" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('payments.listTitle')}
          </Typography>
          <PaymentList payments={payments.data.payments} labelledBy="family-payments-list" />
        </Box>
      </>
    );

  return (
    <Paper component="section" aria-labelledby="family-payments" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="family-payments" variant="h6" component="h2">
        {t('payments.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('payments.where')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>{content}</Box>
    </Paper>
  );
}
