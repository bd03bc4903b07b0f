import { useMutation } from '@tanstack/react-query';
import { downloadFile, saveFile } from '@/lib/download';
import { cashBookQuery } from './getCashBook';
import type { CashBookPeriod } from './queryKeys';

/** GET /treasury/cash-book/export?from=&to=&method=: the cash book as shown, as a spreadsheet. */
export const exportCashBook = async (period: CashBookPeriod): Promise<void> => {
  const file = await downloadFile(`/treasury/cash-book/export?${cashBookQuery(period)}`);
  saveFile(file.blob, file.filename ?? `cash-book-${period.from}-${period.to}.xlsx`);
};

export const useExportCashBook = () => useMutation({ mutationFn: exportCashBook });
