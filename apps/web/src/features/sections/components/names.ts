import type { PersonDto } from '@club/domain';

/** "Jean Dupont", as people are named to each other in the club. */
export const personName = (person: Pick<PersonDto, 'firstName' | 'lastName'>): string =>
  `${person.firstName} ${person.lastName}`;

/** By name as people read them: the database sorts by bytes, which puts « École » after « Water-polo ». */
export const sortedByName = <T extends { name: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }));
