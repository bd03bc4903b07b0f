import { formatDate } from '@club/domain';
import type { ClubTextSummary } from '@club/domain/club';
import type { TFunction } from 'i18next';

/** "Version 3 published on 12/09/2026 by admin", or that the shipped draft is still in force. */
export const textStateLabel = (t: TFunction<'club'>, text: ClubTextSummary): string => {
  if (text.version === null || text.publishedAt === null) return t('texts.draft');
  const values = { version: text.version, date: formatDate(text.publishedAt) };
  return text.publishedBy === null ? t('texts.publishedByNoOne', values) : t('texts.published', { ...values, login: text.publishedBy });
};
