/**
 * Query keys of the groups feature; mutations invalidate from the top of this tree.
 * The sections feature reads the same `['groups', 'list']` and `['sections', …]` data
 * under the same keys, so a change on either screen refreshes both.
 */
export const groupsKeys = {
  all: ['groups'] as const,
  list: () => [...groupsKeys.all, 'list'] as const,
  summaries: () => [...groupsKeys.all, 'summary'] as const,
  details: (groupId: number) => [...groupsKeys.all, 'details', groupId] as const,
  next: (groupId: number) => [...groupsKeys.all, 'next', groupId] as const,
  recipients: (groupId: number) => [...groupsKeys.all, 'recipients', groupId] as const,
  /** The section list of the sections feature (a group names its section). */
  sections: () => ['sections', 'list'] as const,
  /** The root of the sub-groups feature: moving students changes its tables too. */
  subgroups: () => ['subgroups'] as const,
  coaches: () => ['coaches', 'COACH'] as const,
  types: () => ['reference', 'types'] as const,
  packs: () => ['reference', 'packs'] as const,
};
