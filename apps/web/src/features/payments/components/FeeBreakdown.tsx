import type { FeeBreakdownDto } from '@club/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import { AmountRow } from './AmountRow';
import { usePaymentText } from './usePaymentText';

/**
 * What the subscription owes and why (docs/product.md#fees-and-payments): the group's fee, the
 * licence, the family discount of its rank, the reductions granted, then what was paid and
 * refunded, and the balance.
 */
export function FeeBreakdown({ fees }: { fees: FeeBreakdownDto }) {
  const { t, money, rankText } = usePaymentText();
  const balance = fees.balanceCents;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <AmountRow label={t('card.groupFee')} amount={money(fees.groupFeeCents)} />
      {fees.licenceCents > 0 && <AmountRow label={t('card.licence')} amount={money(fees.licenceCents)} />}
      {fees.discountCents > 0 && fees.rank !== null && (
        <AmountRow
          label={t('card.familyDiscount', { percent: fees.discountPercent, rank: rankText(fees.rank) })}
          amount={money(-fees.discountCents)}
        />
      )}
      {fees.reductionCents > 0 && <AmountRow label={t('card.reductions')} amount={money(-fees.reductionCents)} />}
      <Divider sx={{ my: 0.5 }} />
      <AmountRow label={t('card.due')} amount={money(fees.dueCents)} />
      <AmountRow label={t('card.paid')} amount={money(fees.paidCents)} />
      {fees.refundedCents > 0 && <AmountRow label={t('card.refunded')} amount={money(fees.refundedCents)} />}
      <Divider sx={{ my: 0.5 }} />
      <AmountRow
        strong
        label={t('card.balance')}
        amount={
          balance < 0 ? (
            <Chip size="small" color="info" label={t('card.credit', { amount: money(-balance) })} />
          ) : balance === 0 && (fees.dueCents > 0 || fees.paidCents > 0) ? (
            <>
              {money(0)} <Chip size="small" color="success" label={t('card.paidInFull')} sx={{ ml: 0.5 }} />
            </>
          ) : (
            money(balance)
          )
        }
      />
    </Box>
  );
}
