import type { OutboxState } from '@club/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOR = { QUEUED: 'info', SENT: 'success', PARTLY_SENT: 'warning', FAILED: 'error' } as const;

export function StateChip({ state }: { state: OutboxState }) {
  const { t } = useTranslation('outbox');
  return <Chip size="small" color={COLOR[state]} label={t(`state.${state}`)} />;
}
