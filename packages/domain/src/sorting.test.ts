import { describe, expect, it } from 'vitest';
import { compareNames, groupsBySection, sortByName } from './sorting.js';

describe('natural name order', () => {
  it('reads the digits of water-polo age groups as numbers', () => {
    const groups = [{ name: 'U19' }, { name: 'U9' }, { name: 'U11' }];
    expect(sortByName(groups).map((group) => group.name)).toEqual(['U9', 'U11', 'U19']);
  });

  it('ignores case and accents, so « École » sits with the E', () => {
    expect(
      sortByName([{ name: 'Water-polo' }, { name: 'école de natation 2' }, { name: 'École de natation 10' }]).map((g) => g.name),
    ).toEqual(['école de natation 2', 'École de natation 10', 'Water-polo']);
    expect(compareNames('ecole', 'École')).toBe(0);
  });

  it('leaves the given list as it was', () => {
    const groups = [{ name: 'U19' }, { name: 'U9' }];
    sortByName(groups);
    expect(groups.map((group) => group.name)).toEqual(['U19', 'U9']);
  });
});

describe('groups under their section', () => {
  const group = (name: string, section: { id: number; name: string }, isProtected = false) => ({
    name,
    sectionId: section.id,
    Section: section,
    protected: isProtected,
  });
  const none = { id: 1, name: 'Aucune' };
  const waterPolo = { id: 2, name: 'Water-polo' };
  const school = { id: 3, name: 'École de natation' };

  it('puts sections by name with "Aucune" last, groups in natural order with protected ones last', () => {
    const sections = groupsBySection([
      group('Adhérents retirés', none, true),
      group('U19', waterPolo),
      group('Loisirs', none),
      group('U9', waterPolo),
      group('École 2', school),
      group('U11', waterPolo),
    ]);
    expect(sections.map((section) => [section.name, section.groups.map((g) => g.name)])).toEqual([
      ['École de natation', ['École 2']],
      ['Water-polo', ['U9', 'U11', 'U19']],
      ['Aucune', ['Loisirs', 'Adhérents retirés']],
    ]);
  });
});
