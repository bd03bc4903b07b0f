import type { QueryClient } from '@tanstack/react-query';
import { clubHeadingKey } from '@/lib/clubHeading';
import { createQueryClient } from '@/lib/queryClient';
import { absencesKeys } from './absences/api';
import { familyKeys } from './api/queryKeys';
import type { FamilyPageData } from './serverPage';

/** The query cache both renders of the family's home start from: nothing is fetched for what the page already holds. */
export const familyQueryClient = (data: Omit<FamilyPageData, 'texts'>): QueryClient => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(clubHeadingKey, data.clubHeading);
  queryClient.setQueryData(familyKeys.home(), data.home);
  queryClient.setQueryData(familyKeys.sessions(), data.sessions);
  queryClient.setQueryData(absencesKeys.family(), data.absences);
  queryClient.setQueryData(absencesKeys.calendarLink(), data.calendarLink);
  queryClient.setQueryData(familyKeys.payments(), data.payments);
  return queryClient;
};
