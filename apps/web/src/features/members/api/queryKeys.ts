/**
 * Query keys of the members feature. Tests and their assignments live under `['tests', …]`,
 * the keys the tests feature reads too: an assignment made here refreshes its screens.
 */
export const membersKeys = {
  tests: ['tests'] as const,
  forBirthYear: (birthYear: number) => [...membersKeys.tests, 'birth-year', birthYear] as const,
  participants: (testId: number) => [...membersKeys.tests, 'details', testId, 'participants'] as const,
};
