/**
 * Query keys of the students feature. Tests and their assignments live under `['tests', …]`,
 * the keys the tests feature reads too: an assignment made here refreshes its screens.
 */
export const studentsKeys = {
  tests: ['tests'] as const,
  testList: () => [...studentsKeys.tests, 'list', { available: false }] as const,
  forBirthYear: (birthYear: number) => [...studentsKeys.tests, 'birth-year', birthYear] as const,
  participants: (testId: number) => [...studentsKeys.tests, 'details', testId, 'participants'] as const,
};
