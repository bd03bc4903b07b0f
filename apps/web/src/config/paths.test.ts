import { describe, expect, it } from 'vitest';
import { paths, pathTo } from './paths';

describe('pathTo', () => {
  it('fills every placeholder of a pattern', () => {
    expect(pathTo(paths.test, { id: 4 })).toBe('/test/4');
    expect(pathTo(paths.groupSubgroupSessionNew, { id: '12' })).toBe('/group/12/subgroup/session/new');
    expect(pathTo(paths.privacyMember, { id: 7 })).toBe('/privacy/member/7');
    // As the router writes its links: without the pattern's trailing slash.
    expect(pathTo(paths.groupSubgroups, { id: 12 })).toBe('/group/12/subgroups');
  });

  it('keeps a value inside its path segment', () => {
    expect(pathTo(paths.group, { id: 'a/b?c' })).toBe('/group/a%2Fb%3Fc');
  });
});
