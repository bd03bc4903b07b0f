import { createQueryClient } from '@/lib/queryClient';

/** The app's query client, without retries or freshness: each test sees each call it mocks. */
export const testQueryClient = () => {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  return client;
};
