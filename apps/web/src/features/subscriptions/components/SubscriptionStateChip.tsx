import type { SubscriptionState } from '@club/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** SCHEDULED waits for the family, STARTED for the counter; DONE is the goal; CANCELLED is out of the season. */
const COLORS: Record<SubscriptionState, ChipProps['color']> = {
  SCHEDULED: 'default',
  STARTED: 'info',
  MISSING_DOC: 'warning',
  DONE: 'success',
  CANCELLED: 'error',
};
const OUTLINED: readonly SubscriptionState[] = ['SCHEDULED', 'CANCELLED'];

/** A subscription state, translated (docs/product.md#subscription-states). */
export function SubscriptionStateChip({ state, size = 'small' }: { state: SubscriptionState; size?: ChipProps['size'] }) {
  const { t } = useTranslation('subscriptions');
  return <Chip label={t(`states.${state}`)} color={COLORS[state]} size={size} variant={OUTLINED.includes(state) ? 'outlined' : 'filled'} />;
}
