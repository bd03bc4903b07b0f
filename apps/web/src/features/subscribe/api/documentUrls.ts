import type { GenericDocument, PrintableDocument } from '@club/domain';
import { API_BASE } from '@/lib/api/transport';
import type { Language } from '@/lib/language';

/** A PDF of this subscription, reached with the family's link token (same origin, no Referer). */
export const subscriptionDocumentUrl = (
  subscriptionId: number,
  document: PrintableDocument,
  token: string,
  language: Language,
): string =>
  `${API_BASE}/subscription/${subscriptionId}/${document}?${new URLSearchParams({ token, lang: language }).toString()}`;

/** The blank rules and codes of conduct, to read before accepting them. */
export const genericDocumentUrl = (document: GenericDocument, language: Language): string =>
  `${API_BASE}/subscription/document/${document}?lang=${language}`;
