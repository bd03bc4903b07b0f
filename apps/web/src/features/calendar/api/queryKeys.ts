/** Query keys of the calendar feature: one private feed link per group and one for the signed-in staff member. */
export const calendarKeys = {
  all: ['calendar'] as const,
  groupLink: (groupId: number) => [...calendarKeys.all, 'group', groupId] as const,
  coachLink: () => [...calendarKeys.all, 'coach'] as const,
};
