/** "Jean Dupont", as people are named to each other in the club; a missing part is left out. */
export const personName = (person: { firstName: string | null; lastName: string | null }): string =>
  [person.firstName, person.lastName].filter((part) => part !== null && part !== '').join(' ');

/** "Jean Dupont, Léa Martin": a group's coaches on one line. */
export const personNames = (people: readonly { firstName: string | null; lastName: string | null }[]): string =>
  people.map(personName).join(', ');

/** By last name, then first name, as the club reads lists. */
export const byLastName = <T extends { firstName: string; lastName: string }>(people: readonly T[]): T[] =>
  [...people].sort((a, b) => a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr'));
