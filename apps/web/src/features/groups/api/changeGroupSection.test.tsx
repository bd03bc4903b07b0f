import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { referenceKeys } from '@/features/reference';
import { createQueryClient } from '@/lib/queryClient';
import { mockApi } from '@/testing/fetchMock';
import { signIn } from '@/testing/session';
import { useChangeGroupSection } from './changeGroupSection';
import { groupsKeys } from './queryKeys';

describe('moving a group to another section', () => {
  it('marks stale the group, the group and section lists, and both sections with their groups', async () => {
    signIn({ roles: ['ADMIN'] });
    const server = mockApi({ 'PATCH /group/12/section': { body: { id: 12, sectionId: 3 } } });
    const client = createQueryClient();
    const cached = [
      groupsKeys.details(12),
      groupsKeys.summaries(),
      referenceKeys.groups(),
      referenceKeys.sections(),
      [...groupsKeys.sections(), 'details', 2],
      [...groupsKeys.sections(), 'details', 3],
    ];
    for (const key of cached) client.setQueryData(key, { cached: true });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

    const { result } = renderHook(() => useChangeGroupSection(), { wrapper });
    await act(() => result.current.mutateAsync({ groupId: 12, sectionId: 3 }));

    expect(server.callsTo('PATCH', '/group/12/section')[0]?.body).toEqual({ sectionId: 3 });
    expect(cached.filter((key) => client.getQueryState(key)?.isInvalidated !== true)).toEqual([]);
  });
});
