/**
 * Query keys of the groups feature; mutations invalidate from the top of this tree, which also
 * holds the group list of `@/features/reference` (`referenceKeys.groups()`).
 */
export const groupsKeys = {
  all: ['groups'] as const,
  summaries: () => [...groupsKeys.all, 'summary'] as const,
  details: (groupId: number) => [...groupsKeys.all, 'details', groupId] as const,
  next: (groupId: number) => [...groupsKeys.all, 'next', groupId] as const,
  recipients: (groupId: number) => [...groupsKeys.all, 'recipients', groupId] as const,
  /** The root of the sub-groups feature: moving students changes its tables too. */
  subgroups: () => ['subgroups'] as const,
  /** The root of the sections feature: a group that changes section changes both sections. */
  sections: () => ['sections'] as const,
  packs: () => ['reference', 'packs'] as const,
};
