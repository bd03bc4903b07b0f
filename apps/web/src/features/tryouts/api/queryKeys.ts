/** Query keys of the tests feature. The students feature reads the same lists under `['tests', …]`, so a change refreshes both. */
export const testsKeys = {
  all: ['tests'] as const,
  list: (available: boolean) => [...testsKeys.all, 'list', { available }] as const,
  details: (testId: number) => [...testsKeys.all, 'details', testId] as const,
  groupsBySection: (testId: number) => [...testsKeys.all, 'details', testId, 'groups'] as const,
  candidates: (testId: number) => [...testsKeys.all, 'details', testId, 'candidates'] as const,
  participants: (testId: number) => [...testsKeys.all, 'details', testId, 'participants'] as const,
  groupOptions: () => [...testsKeys.all, 'group-options'] as const,
  types: () => [...testsKeys.all, 'types'] as const,
};
