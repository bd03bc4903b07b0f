/**
 * Query keys of the try-out feature; its root also holds the test lists of `@/features/reference`
 * (`referenceKeys.tryouts`), so a change refreshes every screen showing them.
 */
export const tryoutsKeys = {
  all: ['tests'] as const,
  details: (testId: number) => [...tryoutsKeys.all, 'details', testId] as const,
  groupsBySection: (testId: number) => [...tryoutsKeys.all, 'details', testId, 'groups'] as const,
  candidates: (testId: number) => [...tryoutsKeys.all, 'details', testId, 'candidates'] as const,
  participants: (testId: number) => [...tryoutsKeys.all, 'details', testId, 'participants'] as const,
  groupOptions: () => [...tryoutsKeys.all, 'group-options'] as const,
};
