import type { PrintableDocument } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile, saveFile } from '@/lib/download';
import { subscriptionsKeys } from './queryKeys';

export interface DocumentDownload {
  subscriptionId: number;
  document: PrintableDocument;
  /** Used when the server does not name the file. */
  fallbackName: string;
}

/**
 * GET /subscription/{id}/{document} or /subscription/{id}/attestation/download: a PDF of
 * the subscription, in the family's language. The attestation answers 409 until the payment is ticked.
 */
export const documentPath = (subscriptionId: number, document: PrintableDocument): string =>
  document === 'attestation' ? `/subscription/${subscriptionId}/attestation/download` : `/subscription/${subscriptionId}/${document}`;

export const downloadDocument = async ({ subscriptionId, document, fallbackName }: DocumentDownload): Promise<void> => {
  const file = await downloadFile(documentPath(subscriptionId, document));
  saveFile(file.blob, file.filename ?? fallbackName);
};

export const useDownloadDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadDocument,
    // The first attestation of a paid subscription issues its invoice: the screen shows its reference.
    onSuccess: (_result, { document }) =>
      document === 'attestation' ? queryClient.invalidateQueries({ queryKey: subscriptionsKeys.details() }) : undefined,
  });
};
