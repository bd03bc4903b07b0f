import type { SubscriptionState } from '@club/domain';
import type { SubscriptionRow } from '../api/types';
import type { TextFilter } from './listFilters';
import type { RowActionHandlers } from './SubscriptionRowActions';

/** What the table (desktop) and the cards (phone) both need. */
export interface SubscriptionListViewProps extends RowActionHandlers {
  rows: readonly SubscriptionRow[];
  texts: Record<TextFilter, string>;
  onTextChange: (column: TextFilter, value: string) => void;
  state: SubscriptionState | '';
  onStateChange: (state: SubscriptionState | '') => void;
  problem: boolean;
  onProblemChange: (problem: boolean) => void;
  selected: ReadonlySet<number>;
  onToggle: (studentId: number) => void;
  /** Selects (true) or unselects the given rows. */
  onToggleAll: (studentIds: readonly number[], selected: boolean) => void;
}
