import { useMutation } from '@tanstack/react-query';
import { downloadFile, saveFile, type DownloadProgress } from '@/lib/download';
import { selectionQuery } from './getSubscriptions';
import type { SubscriptionSelection } from '@club/domain';

export interface ExportInput {
  /** What the list shows: its season (the current one when absent) and its filters. */
  selection: SubscriptionSelection;
  onProgress?: (progress: DownloadProgress) => void;
}

/**
 * GET /student/export?season=&lastName=&firstName=&groupName=&state=&problem=: the rows the
 * list shows, in its order, saved as students.xlsx (docs/product.md#exports).
 */
export const exportStudents = async ({ selection, onProgress }: ExportInput): Promise<void> => {
  const query = selectionQuery(selection).toString();
  const file = await downloadFile(`/student/export${query === '' ? '' : `?${query}`}`, onProgress === undefined ? {} : { onProgress });
  saveFile(file.blob, file.filename ?? 'students.xlsx');
};

export const useExportStudents = () => useMutation({ mutationFn: exportStudents });
