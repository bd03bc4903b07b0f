/** Query keys of the planning screen; a cancellation, a restore or a closure invalidates from the top. */
export const planningKeys = {
  all: ['planning'] as const,
  week: (fromDay: string, toDay: string, groupId: number | null) => [...planningKeys.all, 'sessions', { fromDay, toDay, groupId }] as const,
  closures: () => [...planningKeys.all, 'closures'] as const,
  locations: () => [...planningKeys.all, 'locations'] as const,
};
