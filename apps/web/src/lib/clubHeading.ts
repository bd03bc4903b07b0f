import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';

/**
 * What the public pages (login, the family's form) show of the club: its name and logo, from
 * GET /club, which anyone may read. Typed here rather than with the club's contracts
 * (`@club/domain/club`): the family's page must not load them, its JavaScript budget is tight
 * (docs/architecture.md#web-app, "Pages").
 */
export interface ClubHeading {
  name: string;
  /** Names the logo's version: the browser keeps it for good under this URL. */
  logoUrl: string | null;
}

export const clubHeadingKey = ['club', 'heading'] as const;

export const getClubHeading = async (signal?: AbortSignal): Promise<ClubHeading> => {
  const club = await api.get<ClubHeading>('/club', { signal });
  return { name: club.name, logoUrl: club.logoUrl };
};

/** The club's name and logo change rarely: read once in a while, never retried on a refusal. */
export const clubHeadingQueryOptions = () =>
  queryOptions({ queryKey: clubHeadingKey, queryFn: ({ signal }) => getClubHeading(signal), staleTime: 5 * 60_000 });

/** The club's name and logo, undefined until known (or when they could not be read: the page names the app instead). */
export const useClubHeading = (): ClubHeading | undefined => useQuery(clubHeadingQueryOptions()).data;

/** The club's name once known, the app's generic name until then (the staff header, the browser tab). */
export const useClubName = (): string => {
  const { t } = useTranslation('common');
  return useClubHeading()?.name ?? t('appName');
};

/** After an admin saves the identity or the logo: every header shows the change without a reload. */
export const rememberClubHeading = (queryClient: QueryClient, club: ClubHeading): void => {
  queryClient.setQueryData(clubHeadingKey, { name: club.name, logoUrl: club.logoUrl });
};
