import { useMutation } from '@tanstack/react-query';
import { downloadFile, saveFile } from '@/lib/download';
import { ratesQueryString } from './getAttendanceRates';
import type { SessionPeriod } from './getSessions';

export interface RatesExportInput {
  groupId: number;
  period: SessionPeriod;
}

const FALLBACK_NAME = 'presences.xlsx';

/** GET /session/rates/export: the .xlsx file, fetched with the staff token and saved from memory. */
export const exportAttendanceRates = async ({ groupId, period }: RatesExportInput): Promise<void> => {
  const file = await downloadFile(`/session/rates/export?${ratesQueryString(groupId, period)}`);
  saveFile(file.blob, file.filename ?? FALLBACK_NAME);
};

export const useExportAttendanceRates = () => useMutation({ mutationFn: exportAttendanceRates });
