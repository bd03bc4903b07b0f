import type { PaymentMethod } from '@club/domain';

/** Query keys of the treasury screen; it only reads, so nothing invalidates them but time. */
export const treasuryKeys = {
  all: ['treasury'] as const,
  seasons: () => [...treasuryKeys.all, 'seasons'] as const,
  summary: (season: number | null) => [...treasuryKeys.all, 'summary', { season }] as const,
  overdue: (request: OverduePageRequest) => [...treasuryKeys.all, 'overdue', request] as const,
  cashBook: (request: CashBookPageRequest) => [...treasuryKeys.all, 'cash-book', request] as const,
  depositSlip: (on: string) => [...treasuryKeys.all, 'deposit-slip', { on }] as const,
};

/** What the cash book shows: days paid from `from` to `to` (YYYY-MM-DD), of one method or all. */
export interface CashBookPeriod {
  from: string;
  to: string;
  method: PaymentMethod | null;
}

/** A page of the cash book of a period. */
export interface CashBookPageRequest {
  period: CashBookPeriod;
  page: number;
  pageSize: number;
}

/** A page of the overdue list: of a season (null: the current one), and of the lines a search keeps ('' for all). */
export interface OverduePageRequest {
  season: number | null;
  page: number;
  pageSize: number;
  search: string;
}
