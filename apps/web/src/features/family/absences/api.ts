import type { AbsenceDto, CalendarLinkDto, FamilyAbsencesDto, ReportAbsenceInput } from '@club/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { exchange } from '@/lib/api/transport';
import { familyKeys } from '../api/queryKeys';
import { isSignedOutError, showSignedOut } from '../api/signedOut';

/**
 * Where the absences are read and reported (docs/product.md#absences): the signed-in family space,
 * or a family mail's absence link, whose token is the only key (kept in memory, never in the address).
 */
export type AbsencesSource = { kind: 'family' } | { kind: 'link'; token: string };

/** The path of an absences call for a source; the link's token travels as a query parameter. */
const pathOf = (source: AbsencesSource, family: string, link: string): string =>
  source.kind === 'family' ? family : `${link}${link.includes('?') ? '&' : '?'}token=${encodeURIComponent(source.token)}`;

export const absencesKeys = {
  /** Under the family's keys: signing out clears them. */
  family: () => [...familyKeys.all, 'absences'] as const,
  link: (token: string) => ['absence-link', token] as const,
  of: (source: AbsencesSource) => (source.kind === 'family' ? absencesKeys.family() : absencesKeys.link(source.token)),
  calendarLink: () => [...familyKeys.all, 'calendar-link'] as const,
};

/** GET /family/absences or GET /absence-link?token=: the children with their next sessions, and the absences not yet over. */
export const getAbsences = (source: AbsencesSource, signal?: AbortSignal): Promise<FamilyAbsencesDto> =>
  exchange<FamilyAbsencesDto>(pathOf(source, '/family/absences', '/absence-link'), { signal });

/** POST /family/absences or POST /absence-link/absences?token=. */
export const reportAbsence = (source: AbsencesSource, input: ReportAbsenceInput): Promise<AbsenceDto> =>
  exchange<AbsenceDto>(pathOf(source, '/family/absences', '/absence-link/absences'), { method: 'POST', body: input });

/** DELETE /family/absences/:id or DELETE /absence-link/absences/:id?token=: withdraws a reported absence. */
export const withdrawAbsence = (source: AbsencesSource, id: number): Promise<void> =>
  exchange<void>(pathOf(source, `/family/absences/${id}`, `/absence-link/absences/${id}`), { method: 'DELETE' });

/** A link that no longer opens anything: unknown, revoked or forged (the server answers 404). */
export const isDeadLink = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** In the family space, a session ended meanwhile sends the page back to the sign-in form. */
const useSignedOutGuard = (source: AbsencesSource) => {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (source.kind === 'family' && isSignedOutError(error)) showSignedOut(queryClient);
  };
};

export const useAbsences = (source: AbsencesSource) => {
  const signedOut = useSignedOutGuard(source);
  return useQuery({
    queryKey: absencesKeys.of(source),
    queryFn: async ({ signal }) => {
      try {
        return await getAbsences(source, signal);
      } catch (error) {
        signedOut(error);
        throw error;
      }
    },
    // A dead link stays dead: no retry before saying so.
    retry: (count, error) => !isDeadLink(error) && !isSignedOutError(error) && count < 2,
  });
};

export const useReportAbsence = (source: AbsencesSource) => {
  const queryClient = useQueryClient();
  const signedOut = useSignedOutGuard(source);
  return useMutation({
    mutationFn: (input: ReportAbsenceInput) => reportAbsence(source, input),
    onError: signedOut,
    onSettled: () => queryClient.invalidateQueries({ queryKey: absencesKeys.of(source) }),
  });
};

export const useWithdrawAbsence = (source: AbsencesSource) => {
  const queryClient = useQueryClient();
  const signedOut = useSignedOutGuard(source);
  return useMutation({
    mutationFn: (id: number) => withdrawAbsence(source, id),
    onError: signedOut,
    onSettled: () => queryClient.invalidateQueries({ queryKey: absencesKeys.of(source) }),
  });
};

/** GET /family/calendar-link: the family's private calendar feed (docs/product.md#calendar-feeds). */
export const getCalendarLink = (signal?: AbortSignal): Promise<CalendarLinkDto> =>
  exchange<CalendarLinkDto>('/family/calendar-link', { signal });

/** DELETE /family/calendar-link: the old URL stops working; the next GET makes a new one. */
export const revokeCalendarLink = (): Promise<void> => exchange<void>('/family/calendar-link', { method: 'DELETE' });

export const useCalendarLink = () => {
  const signedOut = useSignedOutGuard({ kind: 'family' });
  return useQuery({
    queryKey: absencesKeys.calendarLink(),
    queryFn: async ({ signal }) => {
      try {
        return await getCalendarLink(signal);
      } catch (error) {
        signedOut(error);
        throw error;
      }
    },
  });
};

export const useRevokeCalendarLink = () => {
  const queryClient = useQueryClient();
  const signedOut = useSignedOutGuard({ kind: 'family' });
  return useMutation({
    mutationFn: revokeCalendarLink,
    onError: signedOut,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absencesKeys.calendarLink() }),
  });
};

/** The same feed as a webcal:// address: phones and calendar apps open it as a subscription. */
export const webcalUrl = (url: string): string => url.replace(/^https?:\/\//i, 'webcal://');
