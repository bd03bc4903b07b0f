/** Query keys of the upload review; a decision invalidates the pending list. */
export const uploadsKeys = {
  all: ['uploads'] as const,
  pending: () => [...uploadsKeys.all, 'pending'] as const,
  file: (uploadId: number) => [...uploadsKeys.all, 'file', uploadId] as const,
};
