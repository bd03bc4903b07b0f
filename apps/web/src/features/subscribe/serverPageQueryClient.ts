import type { QueryClient } from '@tanstack/react-query';
import { clubHeadingKey } from '@/lib/clubHeading';
import { createQueryClient } from '@/lib/queryClient';
import { resumeKey } from './api/resume';
import type { SubscribePageData } from './serverPage';

/** The query cache both renders start from: nothing is fetched for what the page already holds. */
export const subscribeQueryClient = (token: string, data: Pick<SubscribePageData, 'clubHeading' | 'resume'>): QueryClient => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(clubHeadingKey, data.clubHeading);
  queryClient.setQueryData(resumeKey(token), data.resume);
  return queryClient;
};
