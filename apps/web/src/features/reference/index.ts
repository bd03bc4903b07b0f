/**
 * The lists several features read: coaches, group types, sections, groups, a group's sub-groups
 * and try-out tests. Each is fetched by one function under one query key, so a write anywhere
 * refreshes every screen showing it. Other features import from here only (ESLint enforces it).
 */
export { coachesQueryOptions, useCoaches } from './api/getCoaches';
export { groupTypesQueryOptions, useGroupTypes } from './api/getGroupTypes';
export { groupsQueryOptions, useGroups } from './api/getGroups';
export { referenceKeys } from './api/queryKeys';
export { sectionsQueryOptions, useSections } from './api/getSections';
export { subGroupsQueryOptions, useSubGroups } from './api/getSubGroups';
export { tryoutsQueryOptions, useTryouts } from './api/getTryouts';
export { useMyGroups, type MyGroup } from './api/useMyGroups';
