/** By name as people read them: the database sorts by bytes, which puts « École » after « Water-polo ». */
export const sortedByName = <T extends { name: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }));
