import { useMutation } from '@tanstack/react-query';
import { downloadFile, saveFile } from '@/lib/download';

export interface ReceiptDownload {
  paymentId: number;
  /** `R2026-2027-0001`: names the file when the server does not. */
  receiptReference: string;
}

/** GET /payment/{id}/receipt (admins): the payment's receipt PDF, in the screen's language. */
export const downloadReceipt = async ({ paymentId, receiptReference }: ReceiptDownload): Promise<void> => {
  const file = await downloadFile(`/payment/${paymentId}/receipt`);
  saveFile(file.blob, file.filename ?? `recu-${receiptReference}.pdf`);
};

export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });
