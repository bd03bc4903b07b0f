import { useMutation } from '@tanstack/react-query';
import { downloadFile, saveFile } from '@/lib/download';

/**
 * GET /subscription/{id}/payment-attestation (admins): what the family paid for the child's
 * season, certified for a works council or a health insurer (docs/product.md#fees-and-payments);
 * issued with its number at the first download, again only once what was paid changed.
 */
export const downloadPaymentAttestation = async (subscriptionId: number): Promise<void> => {
  const file = await downloadFile(`/subscription/${subscriptionId}/payment-attestation`);
  saveFile(file.blob, file.filename ?? `attestation-paiement-${subscriptionId}.pdf`);
};

export const useDownloadPaymentAttestation = () => useMutation({ mutationFn: downloadPaymentAttestation });
