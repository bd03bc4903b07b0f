import { useMutation } from '@tanstack/react-query';
import { downloadFile, saveFile } from '@/lib/download';

/** GET /privacy/member/{id}/export: everything held about the member, saved as a JSON file. */
export const exportMemberData = async (memberId: number): Promise<void> => {
  const file = await downloadFile(`/privacy/member/${memberId}/export`);
  saveFile(file.blob, file.filename ?? `member-${memberId}-data.json`);
};

export const useExportMemberData = () => useMutation({ mutationFn: exportMemberData });
