/** Query keys of the sessions feature; mutations invalidate from the top of this tree. */
export const sessionsKeys = {
  all: ['sessions'] as const,
  lists: () => [...sessionsKeys.all, 'list'] as const,
  list: (startMs: number, endMs: number) => [...sessionsKeys.lists(), { startMs, endMs }] as const,
  details: () => [...sessionsKeys.all, 'details'] as const,
  detail: (sessionId: number) => [...sessionsKeys.details(), sessionId] as const,
  rates: () => [...sessionsKeys.all, 'rates'] as const,
  groupRates: (groupId: number, startMs: number, endMs: number) => [...sessionsKeys.rates(), { groupId, startMs, endMs }] as const,
  students: (groupId: number, subGroupId: number, dateMs?: number) =>
    [...sessionsKeys.all, 'students', { groupId, subGroupId, dateMs }] as const,
  nextSlot: (groupId: number) => [...sessionsKeys.all, 'nextSlot', groupId] as const,
};
