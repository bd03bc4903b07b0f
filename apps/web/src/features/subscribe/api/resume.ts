import type { ChecklistItem, PrintableDocument } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { exchange } from '@/lib/api/transport';

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
    printable: PrintableDocument[];
    mustAccept: { rules: boolean; codeOfConduct: boolean; guardianCodeOfConduct: boolean };
  };
  privacy: { version: string };
  sizes: { shirt: SizeOption[]; short: SizeOption[] };
}

/** The token is the family's only credential: a plain exchange, no staff session, no refresh. */
export const getResume = (token: string, signal?: AbortSignal): Promise<ResumeResponse> =>
  exchange<ResumeResponse>(`/subscription/resume?token=${encodeURIComponent(token)}`, { signal });

export const resumeKey = (token: string) => ['subscribe', 'resume', token] as const;

/** Started by the route while its code downloads, then handed to the first query. */
const early = new Map<string, Promise<ResumeResponse>>();

export const prefetchResume = (token: string): void => {
  if (early.has(token)) return;
  const answer = getResume(token);
  // Whoever takes it handles a failure; until then it is not an unhandled rejection.
  answer.catch(() => undefined);
  early.set(token, answer);
};

const takeEarly = (token: string): Promise<ResumeResponse> | undefined => {
  const answer = early.get(token);
  early.delete(token);
  return answer;
};

export const resumeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: resumeKey(token),
    queryFn: ({ signal }) => takeEarly(token) ?? getResume(token, signal),
    // Loaded once: a refetch must never pull the rug from under a parent who is typing.
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnReconnect: false,
    retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

export const useResume = (token: string) => useQuery(resumeQueryOptions(token));

/** SPEC §8 via the server: an unknown or revoked link and an expired one are 404s that say which. */
export type LinkProblem = 'LINK_INVALID' | 'LINK_EXPIRED';

export const linkProblemOf = (error: unknown): LinkProblem | null => {
  if (!isApiError(error) || error.status !== 404) return null;
  return error.message === 'LINK_EXPIRED' ? 'LINK_EXPIRED' : 'LINK_INVALID';
};
