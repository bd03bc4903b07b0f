import type { GenericDocument, PrintableDocument } from '@club/domain';
import { API_BASE } from '@/lib/api/transport';
import type { Language } from '@/lib/language';

/**
 * The server opens its PDFs in the browser; `download` asks it to send the file to save instead
 * (a parent who taps "download" on purpose).
 */
interface UrlOptions {
  download?: boolean;
}

/** A PDF of this subscription, reached with the family's link token (same origin, no Referer). */
export const subscriptionDocumentUrl = (
  subscriptionId: number,
  document: PrintableDocument,
  token: string,
  language: Language,
  { download = false }: UrlOptions = {},
): string =>
  `${API_BASE}/subscription/${subscriptionId}/${document}?${new URLSearchParams({ token, lang: language, ...(download ? { download: '1' } : {}) }).toString()}`;

/** The blank rules, codes of conduct and association's general form, to read before accepting them. */
export const genericDocumentUrl = (document: GenericDocument, language: Language, { download = false }: UrlOptions = {}): string =>
  `${API_BASE}/subscription/document/${document}?lang=${language}${download ? '&download=1' : ''}`;
