/** "Jean Dupont", as people are named to each other in the club. */
export const personName = (person: { firstName: string | null; lastName: string | null }): string =>
  [person.firstName, person.lastName].filter((part) => part !== null && part !== '').join(' ');
