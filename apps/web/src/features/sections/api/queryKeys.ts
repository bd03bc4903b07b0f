/**
 * Query keys of the sections feature; its root also holds the section list of
 * `@/features/reference` (`referenceKeys.sections()`).
 */
export const sectionsKeys = {
  all: ['sections'] as const,
  details: (sectionId: number) => [...sectionsKeys.all, 'details', sectionId] as const,
  /** The root of the groups feature: a group that changes section changes its cards. */
  groups: () => ['groups'] as const,
};
