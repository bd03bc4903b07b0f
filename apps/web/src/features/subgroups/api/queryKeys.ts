/** Query keys of the sub-groups feature; mutations invalidate from the top of this tree. */
export const subgroupsKeys = {
  all: ['subgroups'] as const,
  overview: (groupId: number) => [...subgroupsKeys.all, 'overview', groupId] as const,
  /** The root of the groups feature: its details show each student's sub-group. */
  groups: () => ['groups'] as const,
};
