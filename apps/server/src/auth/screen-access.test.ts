import { STAFF_ACCESS, STAFF_SCREENS, type Audience } from '@club/domain';
import { describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, type Expected } from './access-matrix.js';

const sameAudience = (a: Expected, b: Audience): boolean =>
  a === 'staff' || b === 'staff'
    ? a === b
    : a !== 'public' && a !== 'family' && a.length === b.length && a.every((role) => b.includes(role));

/**
 * The web opens each staff screen for the roles of the domain's screen table (its screen test
 * checks that); here each screen's deciding call must be served to exactly those roles.
 */
describe('staff screens agree with the access matrix', () => {
  it('gives the call each screen exists for to the roles that may open the screen', () => {
    const disagreements = Object.entries(STAFF_SCREENS).flatMap(([screen, { capability, api }]) => {
      if (api === null) return [];
      const served = ACCESS_MATRIX[api];
      if (served === undefined) return [`${screen}: ${api} is not in the access matrix`];
      const opens = STAFF_ACCESS[capability];
      return sameAudience(served, opens) ? [] : [`${screen} opens for ${JSON.stringify(opens)}, ${api} serves ${JSON.stringify(served)}`];
    });
    expect(disagreements).toEqual([]);
  });
});
