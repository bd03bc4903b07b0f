import { useMutation } from '@tanstack/react-query';
import { downloadFile, saveFile } from '@/lib/download';

export interface AcknowledgementDownload {
  acknowledgementId: number;
  /** Used when the server does not name the file. */
  fallbackName: string;
}

/** GET /acknowledgement/{id}/pdf: a signature made online, as a PDF, fetched with the staff token. */
export const downloadAcknowledgement = async ({ acknowledgementId, fallbackName }: AcknowledgementDownload): Promise<void> => {
  const file = await downloadFile(`/acknowledgement/${acknowledgementId}/pdf`);
  saveFile(file.blob, file.filename ?? fallbackName);
};

export const useDownloadAcknowledgement = () => useMutation({ mutationFn: downloadAcknowledgement });
