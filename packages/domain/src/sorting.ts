import { isReservedName } from './groups/fields.js';

/**
 * Names as people read them: digits as numbers (« U9 » before « U11 » before « U19 »), then
 * without case or accents. One collator for the server's lists and the web's lists and pickers,
 * so both show groups and sub-groups in the same order whatever the database's collation.
 */
const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

export const compareNames = (a: string, b: string): number => collator.compare(a, b);

export const byName = <T extends { name: string }>(a: T, b: T): number => compareNames(a.name, b.name);

/** A sorted copy: the lists given are often a query's cached answer, which must stay as it is. */
export const sortByName = <T extends { name: string }>(items: readonly T[]): T[] => [...items].sort(byName);

export interface SectionOfGroups<G> {
  id: number;
  name: string;
  groups: G[];
}

interface ListedGroup {
  name: string;
  sectionId: number;
  Section: { name: string };
  protected: boolean;
}

/**
 * Groups under their section, as the group screens list them: sections by name with "Aucune"
 * last, groups by name with the protected ones last, both in natural order.
 */
export const groupsBySection = <G extends ListedGroup>(groups: readonly G[]): SectionOfGroups<G>[] => {
  const sections = new Map<number, SectionOfGroups<G>>();
  for (const group of groups) {
    const section = sections.get(group.sectionId) ?? { id: group.sectionId, name: group.Section.name, groups: [] };
    section.groups.push(group);
    sections.set(group.sectionId, section);
  }
  for (const section of sections.values()) section.groups.sort((a, b) => Number(a.protected) - Number(b.protected) || byName(a, b));
  return [...sections.values()].sort((a, b) => Number(isReservedName(a.name)) - Number(isReservedName(b.name)) || byName(a, b));
};
