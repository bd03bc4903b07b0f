/** Query keys of the time slots feature; mutations invalidate from the top of this tree. */
export const timeslotsKeys = {
  all: ['timeslots'] as const,
  list: (groupId: number) => [...timeslotsKeys.all, 'list', groupId] as const,
};
