import type { ResumeDto } from '@club/domain';
import type { BundledTexts } from '@/i18n/bundleTexts';
import type { ClubHeading } from '@/lib/clubHeading';

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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The server's own answer, checked for its shape only: the resume's contract was checked as the server built it. */
export const isSubscribePageData = (value: unknown): value is SubscribePageData =>
  isObject(value) &&
  isObject(value.clubHeading) &&
  typeof value.clubHeading.name === 'string' &&
  isObject(value.resume) &&
  isObject(value.resume.form) &&
  isObject(value.texts);
