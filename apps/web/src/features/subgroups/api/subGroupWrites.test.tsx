import type { SubGroupDto } from '@club/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { subGroupsQueryOptions } from '@/features/reference';
import { createQueryClient } from '@/lib/queryClient';
import { mockApi } from '@/testing/fetchMock';
import { signIn } from '@/testing/session';
import { useCreateSubGroup } from './createSubGroup';
import { useDeleteSubGroup } from './deleteSubGroup';

const LANE_1: SubGroupDto = { id: 3, name: 'Lignes 1-2', coaches: [] };
const LANE_2: SubGroupDto = { id: 4, name: 'Lignes 3-4', coaches: [] };
const LANE_3: SubGroupDto = { id: 5, name: 'Lignes 5-6', coaches: [] };

/**
 * The sub-group list and the session pre-step read one cached list per group. With the app's
 * freshness (30 s), a screen opened again after a write shows that list as cached unless the
 * write marked it stale: it must, or the coach picks a sub-group that is gone.
 */
const readAroundWrite = async (listAfter: SubGroupDto[], write: (client: QueryClient) => Promise<void>) => {
  signIn({ roles: ['SECTION_MANAGER'] });
  const server = mockApi({
    'GET /group/12/subgroup/': (_call, index) => ({ body: index === 0 ? [LANE_1, LANE_2] : listAfter }),
    'POST /group/12/subgroup/': { status: 201, body: LANE_3 },
    'DELETE /group/12/subgroup/4': { status: 204 },
  });
  const client = createQueryClient();
  expect(await client.fetchQuery(subGroupsQueryOptions(12))).toEqual([LANE_1, LANE_2]);
  await write(client);
  const shown = await client.fetchQuery(subGroupsQueryOptions(12));
  return { shown, reads: server.callsTo('GET', '/group/12/subgroup/').length };
};

const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

describe('sub-group writes refresh the shared sub-group list', () => {
  it('reloads it after a sub-group is created', async () => {
    const { shown, reads } = await readAroundWrite([LANE_1, LANE_2, LANE_3], async (client) => {
      const { result } = renderHook(() => useCreateSubGroup(), { wrapper: wrapperOf(client) });
      await act(() => result.current.mutateAsync({ groupId: 12, name: 'Lignes 5-6', coaches: [7] }));
    });
    expect(reads).toBe(2);
    expect(shown).toEqual([LANE_1, LANE_2, LANE_3]);
  });

  it('reloads it after a sub-group is deleted', async () => {
    const { shown, reads } = await readAroundWrite([LANE_1], async (client) => {
      const { result } = renderHook(() => useDeleteSubGroup(), { wrapper: wrapperOf(client) });
      await act(() => result.current.mutateAsync({ groupId: 12, subGroupId: 4 }));
    });
    expect(reads).toBe(2);
    expect(shown).toEqual([LANE_1]);
  });
});
