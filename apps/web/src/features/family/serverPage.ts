import type { CalendarLinkDto, FamilyAbsencesDto, FamilyHomeDto, FamilyPaymentsDto, FamilySessionsDto } from '@club/domain';
import type { BundledTexts } from '@/i18n/bundleTexts';
import type { ClubHeading } from '@/lib/clubHeading';
import { isRecord } from '@/lib/isRecord';

/*
 * Types and a check only: the page's entry reads this before any library is loaded.
 */

/**
 * What the server knows when it renders a signed-in family's home (docs/architecture.md#server-rendered-login),
 * and hands to the browser's first render: the club's heading, the answers of the home's first
 * calls as the routes gave them, and the page's texts in its language.
 */
export interface FamilyPageData {
  clubHeading: ClubHeading;
  home: FamilyHomeDto;
  sessions: FamilySessionsDto;
  absences: FamilyAbsencesDto;
  calendarLink: CalendarLinkDto;
  payments: FamilyPaymentsDto;
  texts: BundledTexts;
}

/** The server's own answer, checked for its shape only: each part's contract was checked as the server built it. */
export const isFamilyPageData = (value: unknown): value is FamilyPageData =>
  isRecord(value) &&
  isRecord(value.clubHeading) &&
  typeof value.clubHeading.name === 'string' &&
  isRecord(value.home) &&
  Array.isArray(value.home.members) &&
  isRecord(value.sessions) &&
  isRecord(value.absences) &&
  isRecord(value.calendarLink) &&
  isRecord(value.payments) &&
  isRecord(value.texts);
