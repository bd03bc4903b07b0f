/**
 * One key per list that several features read. Each key sits under the root of the feature
 * that writes the list (`['groups']`, `['sections']`, `['tests']`, `['users']`), so a write
 * that invalidates its own feature's root refreshes every screen showing the list.
 */
export const referenceKeys = {
  /** GET /coach/role?role=COACH: staff accounts are written by the users feature. */
  coaches: () => ['users', 'coaches'] as const,
  /** GET /type/: fixed reference data, never written from the app. */
  groupTypes: () => ['reference', 'types'] as const,
  sections: () => ['sections', 'list'] as const,
  groups: () => ['groups', 'list'] as const,
  /** GET /group/{id}/subgroup/: written by the sub-groups feature. */
  subGroups: (groupId: number) => ['subgroups', 'list', groupId] as const,
  /** GET /test/, every try-out test or only the `available` ones. */
  tryouts: (available: boolean) => ['tests', 'list', { available }] as const,
};
