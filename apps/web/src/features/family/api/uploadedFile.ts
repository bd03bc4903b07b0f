import { API_BASE } from '@/lib/api/transport';

/** GET /family/documents/:id/file, as a plain link: the browser sends the family's cookie with it. */
export const uploadedFileUrl = (uploadId: number): string => `${API_BASE}/family/documents/${uploadId}/file`;
