/** "First Last" as every list of the test screens shows it. */
export const personName = (person: { firstName: string; lastName: string }): string => `${person.firstName} ${person.lastName}`;

/** By last name, then first name, as the club reads lists. */
export const byLastName = <T extends { firstName: string; lastName: string }>(people: readonly T[]): T[] =>
  [...people].sort((a, b) => a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr'));
