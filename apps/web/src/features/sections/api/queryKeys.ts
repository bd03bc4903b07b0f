/**
 * Query keys of the sections feature. The groups feature reads the section list and
 * the group list under the same keys (`['sections', 'list']`, `['groups', 'list']`), so a
 * change here refreshes its screens too.
 */
export const sectionsKeys = {
  all: ['sections'] as const,
  list: () => [...sectionsKeys.all, 'list'] as const,
  details: (sectionId: number) => [...sectionsKeys.all, 'details', sectionId] as const,
  /** The root of the groups feature: a group that changes section changes its cards. */
  groups: () => ['groups'] as const,
  groupList: () => ['groups', 'list'] as const,
  coaches: () => ['coaches', 'COACH'] as const,
};
