import type { GroupListItemDto } from '@club/domain';
import { useQuery } from '@tanstack/react-query';
import { groupsQueryOptions } from './getGroups';

/** A group the user works with: what the session and time-slot screens need of it. */
export interface MyGroup {
  id: number;
  name: string;
}

const collator = new Intl.Collator('fr');

/**
 * The system groups ("Aucun", removed members) hold no training and no time slot. Declared once
 * so that the query runs it again only when the list changes.
 */
const trainingGroupsByName = (groups: GroupListItemDto[]): MyGroup[] =>
  groups
    .filter((group) => group.systemRole === null)
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => collator.compare(a.name, b.name));

/** The groups this user reaches (a coach gets only theirs), by name, read from the shared group list. */
export const useMyGroups = () => useQuery({ ...groupsQueryOptions(), select: trainingGroupsByName });
