import { API_BASE } from '@/lib/api/transport';

/** GET /family/acknowledgements/:id/pdf, as a plain link: the browser sends the family's cookie with it. */
export const acknowledgementPdfUrl = (acknowledgementId: number): string => `${API_BASE}/family/acknowledgements/${acknowledgementId}/pdf`;
