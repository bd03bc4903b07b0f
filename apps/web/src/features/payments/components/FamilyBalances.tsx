import type { FamilyAccountDto } from '@club/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AmountRow } from './AmountRow';
import { usePaymentText } from './usePaymentText';

interface FamilyBalancesProps {
  family: FamilyAccountDto[];
  subscriptionId: number;
}

/** The family's children of the season, by rank, with what each still owes: one payment may settle several. */
export function FamilyBalances({ family, subscriptionId }: FamilyBalancesProps) {
  const { t, money } = usePaymentText();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {t('card.family')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {family.map((account) => (
          <AmountRow
            key={account.subscriptionId}
            label={[
              account.memberName,
              account.groupName === null ? null : `(${account.groupName})`,
              account.state === 'CANCELLED' ? `— ${t('card.cancelled')}` : null,
              account.subscriptionId === subscriptionId ? t('card.thisOne') : null,
            ]
              .filter((part) => part !== null)
              .join(' ')}
            amount={money(account.fees.balanceCents)}
          />
        ))}
      </Box>
    </Box>
  );
}
