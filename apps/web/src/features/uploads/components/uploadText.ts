import type { PendingUploadDto, UploadContentType } from '@club/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { personName } from '@/lib/personName';

/**
 * What an upload is, with the checklist's own label (subscriptions:documents.*), and whose it is.
 * The medical certificate item of a minor under the questionnaire rule is the attestation
 * (docs/product.md#health-rules).
 */
export const useUploadNaming = () => {
  const { t } = useTranslation(['subscriptions', 'uploads']);
  return useCallback(
    (upload: PendingUploadDto) => ({
      document: upload.healthDocument === 'QUESTIONNAIRE' ? t('uploads:questionnaire') : t(`documents.${upload.kind}`),
      name: personName(upload),
    }),
    [t],
  );
};

const EXTENSIONS: Record<UploadContentType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The name a downloaded upload is saved under: "Certificat médical - Léa Martin.pdf". */
export const uploadFileName = (document: string, name: string, contentType: UploadContentType): string =>
  `${document} - ${name}.${EXTENSIONS[contentType]}`;

/** After a decision the reviewer goes on with the next upload, or the one before when it was the last. */
export const nextUploadAfter = (uploads: readonly PendingUploadDto[], reviewedId: number): PendingUploadDto | null => {
  const index = uploads.findIndex((upload) => upload.id === reviewedId);
  if (index === -1) return uploads[0] ?? null;
  return uploads[index + 1] ?? uploads[index - 1] ?? null;
};
