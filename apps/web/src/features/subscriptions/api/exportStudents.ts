import { useMutation } from '@tanstack/react-query';
import { downloadFile, saveFile, type DownloadProgress } from '@/lib/download';

export interface ExportInput {
  /** The season shown; the current one when absent. */
  season?: number | undefined;
  onProgress?: (progress: DownloadProgress) => void;
}

/** GET /student/export?season=: the members spreadsheet, saved as students.xlsx (SPEC §7). */
export const exportStudents = async ({ season, onProgress }: ExportInput): Promise<void> => {
  const query = season === undefined ? '' : `?season=${season}`;
  const file = await downloadFile(`/student/export${query}`, onProgress === undefined ? {} : { onProgress });
  saveFile(file.blob, file.filename ?? 'students.xlsx');
};

export const useExportStudents = () => useMutation({ mutationFn: exportStudents });
