/** "Jean Dupont"; a guardian known by e-mail only is named by it. */
export const guardianName = (person: { firstName: string | null; lastName: string | null; email?: string }): string => {
  const name = [person.firstName, person.lastName].filter((part) => part !== null && part.trim() !== '').join(' ');
  return name === '' ? (person.email ?? '') : name;
};
