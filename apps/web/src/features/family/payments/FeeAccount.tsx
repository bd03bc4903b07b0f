import type { FamilyPaymentsDto } from '@club/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paymentAttestationUrl } from './api';
import { InstalmentSchedule } from './InstalmentSchedule';
import { formatCents, formatRank } from './money';

export type FamilyAccount = FamilyPaymentsDto['accounts'][number];

const rowStyle = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1.5 } as const;

/** One line of the breakdown: what it is, and its amount aligned on the right (a row, not a table, on a phone). */
function Line({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Box sx={{ ...rowStyle, fontWeight: strong ? 600 : undefined }}>
      <Box component="dt" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, whiteSpace: 'nowrap' }}>
        {formatCents(cents, i18n.language)}
      </Box>
    </Box>
  );
}

/**
 * What one child's subscription costs and why (docs/product.md#fees-and-payments): the group's
 * fee, the licence, the family discount of its rank, the reductions granted; then what was paid
 * and refunded, the balance in words, and the instalments when the club set up a plan.
 */
export function FeeAccount({ account }: { account: FamilyAccount }) {
  const { t, i18n } = useTranslation(['family', 'subscriptions']);
  const { fees } = account;
  const headingId = `family-account-${account.subscriptionId}`;
  let balance;
  if (fees.balanceCents > 0)
    balance = { text: t('payments.toPay', { amount: formatCents(fees.balanceCents, i18n.language) }), color: 'warning.dark' };
  else if (fees.balanceCents < 0)
    balance = { text: t('payments.credit', { amount: formatCents(-fees.balanceCents, i18n.language) }), color: 'info.main' };
  else balance = { text: t('payments.paidInFull'), color: 'success.main' };

  return (
    <Box component="article" aria-labelledby={headingId} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography id={headingId} component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {account.memberName}
      </Typography>
      {(account.groupName !== null || account.state === 'CANCELLED') && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {account.state === 'CANCELLED' ? t('home.state', { state: t('subscriptions:states.CANCELLED') }) : account.groupName}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        <Line label={t('payments.groupFee')} cents={fees.groupFeeCents} />
        {fees.licenceCents > 0 && <Line label={t('payments.licence')} cents={fees.licenceCents} />}
        {fees.discountCents > 0 && fees.rank !== null && (
          <Line
            label={t('payments.discount', { percent: fees.discountPercent, rank: formatRank(fees.rank, i18n.language) })}
            cents={-fees.discountCents}
          />
        )}
        {fees.reductionCents > 0 && <Line label={t('payments.reductions')} cents={-fees.reductionCents} />}
        <Line label={t('payments.due')} cents={fees.dueCents} strong />
        <Line label={t('payments.paid')} cents={fees.paidCents} />
        {fees.refundedCents > 0 && <Line label={t('payments.refunded')} cents={fees.refundedCents} />}
      </Box>
      <Typography sx={{ mt: 1, fontWeight: 600, color: balance.color }}>{balance.text}</Typography>
      {account.instalments !== null && <InstalmentSchedule plan={account.instalments} />}
      {fees.paidCents - fees.refundedCents > 0 && (
        <Link
          href={paymentAttestationUrl(account.memberId, account.seasonLabel)}
          download
          aria-label={t('payments.attestationOf', { name: account.memberName, season: account.seasonLabel })}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {t('payments.attestation')}
        </Link>
      )}
    </Box>
  );
}
