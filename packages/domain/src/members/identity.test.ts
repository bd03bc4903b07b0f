import { describe, expect, it } from 'vitest';
import { identityKey, matchMember } from './identity.js';

const ines = { firstName: 'Inès', lastName: 'Moreau', birthDate: '2015-09-14' };

describe('telling a member typed again from someone else', () => {
  it.each([
    [{ firstName: 'Inès', lastName: 'Moreau' }, 'EXACT'],
    [{ firstName: ' Inès', lastName: 'Moreau ' }, 'EXACT'],
    [{ firstName: 'Ines', lastName: 'MOREAU' }, 'SIMILAR'],
    [{ firstName: 'Ｉｎèｓ', lastName: 'moreau' }, 'SIMILAR'],
    [{ firstName: 'Moreau', lastName: 'Inès' }, 'SWAPPED'],
    [{ firstName: 'moreau', lastName: 'INES' }, 'SWAPPED'],
    [{ firstName: 'Inaya', lastName: 'Moreau' }, null],
  ])('%j is %s', (names, match) => {
    expect(matchMember({ ...names, birthDate: ines.birthDate }, ines)).toBe(match);
  });

  it('never matches another birth date, and keys every spelling of one person alike', () => {
    expect(matchMember({ ...ines, birthDate: '2015-09-15' }, ines)).toBeNull();
    expect(identityKey({ firstName: 'Jean-Marc', lastName: "D'Almeida", birthDate: '2010-01-01' })).toBe(
      identityKey({ firstName: 'd’almeida', lastName: 'JEAN  MARC', birthDate: '2010-01-01' }),
    );
  });
});
