import type { PersonDto } from '@club/domain';

/** "Jean Dupont", as people are named to each other in the club. */
export const personName = (person: Pick<PersonDto, 'firstName' | 'lastName'>): string =>
  `${person.firstName} ${person.lastName}`;

/** "Jean Dupont, Léa Martin": a group's coaches on one line. */
export const personNames = (people: readonly Pick<PersonDto, 'firstName' | 'lastName'>[]): string =>
  people.map(personName).join(', ');
