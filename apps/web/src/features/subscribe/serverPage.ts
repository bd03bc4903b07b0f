import type { ResumeDto } from '@club/domain';
import type { BundledTexts } from '@/i18n/bundleTexts';
import type { ClubHeading } from '@/lib/clubHeading';
import { isRecord } from '@/lib/isRecord';

/*
 * Types and a check only: the page's entry reads this before any library is loaded.
 */

/**
 * What the server knows when it renders the family's form (docs/architecture.md#server-rendered-login),
 * and hands to the browser's first render: the club's heading, the family's data as
 * GET /subscription/resume gave it, and the page's texts in its language.
 */
export interface SubscribePageData {
  clubHeading: ClubHeading;
  resume: ResumeDto;
  texts: BundledTexts;
}

/** The server's own answer, checked for its shape only: the resume's contract was checked as the server built it. */
export const isSubscribePageData = (value: unknown): value is SubscribePageData =>
  isRecord(value) &&
  isRecord(value.clubHeading) &&
  typeof value.clubHeading.name === 'string' &&
  isRecord(value.resume) &&
  isRecord(value.resume.form) &&
  isRecord(value.texts);
