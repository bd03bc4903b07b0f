import type { ChecklistItem, PrintableDocument } from '@club/domain';
import type { FormPrivacy } from '@club/domain/club';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { takeEarlyAnswer, getResume, takeEarly } from './earlyResume';

export interface SizeOption {
  id: number;
  label: string;
}

/** The pre-filled form: SPEC §3 "Public form fields" as the club has them. */
export interface ResumeForm {
  id: number;
  subscriptionId: number;
  fname: string;
  lname: string;
  gender: string;
  birthDate: string;
  birthPlace: string;
  nationality: string;
  guardianFname: string;
  guardianLname: string;
  guardianEmail: string;
  guardianPhone: string;
  instagramHandle: string;
  secondGuardianEmail: string;
  secondGuardianPhone: string;
  address: string;
  addressComp: string;
  city: string;
  zipCode: string;
  country: string;
  shirtSizeId: number | null;
  shortSizeId: number | null;
}

/** GET /api/subscription/resume?token=: SPEC §3 "Existing-data response" and what the form needs. */
export interface ResumeResponse {
  id: number;
  isNew: boolean;
  groupTypeId: number | null;
  ffnLicense: boolean;
  subscription: { id: number; state: string; birthDate: string };
  /** Only a SCHEDULED subscription may be filled in (SPEC §4). */
  fillable: boolean;
  season: { label: string; endDate: string };
  group: {
    id: number;
    name: string;
    typeCode: string | null;
    addsSchedule: boolean;
    sportsCodeOfConduct: boolean;
    priceCents: number | null;
  } | null;
  form: ResumeForm;
  isMinor: boolean;
  contactLabel: 'CONTACT' | 'GUARDIAN';
  showInstagram: boolean;
  documents: {
    checklist: ChecklistItem[];
    /** The checklist items staff have not ticked yet: what is still to bring to the counter. */
    toBring: ChecklistItem[];
    printable: PrintableDocument[];
    mustAccept: { rules: boolean; codeOfConduct: boolean; guardianCodeOfConduct: boolean };
  };
  /** The privacy notice in force (docs/product.md, "Legal texts"): the label its acceptance stores, and its text in both languages. */
  privacy: FormPrivacy;
  sizes: { shirt: SizeOption[]; short: SizeOption[] };
}

export const resumeKey = (token: string) => ['subscribe', 'resume', token] as const;

export const resumeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: resumeKey(token),
    queryFn: ({ signal }) => takeEarly(token) ?? getResume(token, signal),
    // Already here when the page first renders (asked for as it started): no loading pass.
    initialData: () => takeEarlyAnswer(token),
    // Loaded once: a refetch must never pull the rug from under a parent who is typing.
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnReconnect: false,
    retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

export { getResume, prefetchResume } from './earlyResume';

export const useResume = (token: string) => useQuery(resumeQueryOptions(token));

/**
 * SPEC §8 via the server: an unknown or revoked link, an expired one and the link of a
 * subscription the club cancelled are 404s that say which.
 */
export type LinkProblem = 'LINK_INVALID' | 'LINK_EXPIRED' | 'SUBSCRIPTION_CANCELLED';

export const linkProblemOf = (error: unknown): LinkProblem | null => {
  if (!isApiError(error) || error.status !== 404) return null;
  return error.message === 'LINK_EXPIRED' || error.message === 'SUBSCRIPTION_CANCELLED' ? error.message : 'LINK_INVALID';
};

/** The title and explanation of each link problem (keys of `subscribe:link`), for the page and a failed submit. */
export const linkProblemTexts = (problem: LinkProblem): { title: string; body: string } => {
  switch (problem) {
    case 'LINK_EXPIRED':
      return { title: 'link.expiredTitle', body: 'link.expiredBody' };
    case 'SUBSCRIPTION_CANCELLED':
      return { title: 'link.cancelledTitle', body: 'link.cancelledBody' };
    default:
      return { title: 'link.invalidTitle', body: 'link.invalidBody' };
  }
};
