import type { SubscriptionRowDto, SubscriptionState } from '@club/domain';
import type { TextFilter } from './listFilters';
import type { RowActionHandlers } from './SubscriptionRowActions';

/** What the table (desktop) and the cards (phone) both need. */
export interface SubscriptionListViewProps extends RowActionHandlers {
  rows: readonly SubscriptionRowDto[];
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
