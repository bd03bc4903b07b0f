import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { createUserSchema, staffEmailOrNull, updateUserSchema } from './contract.js';
import { baseLogin, defaultPassword, foldForLogin, uniqueLogin } from './logins.js';

describe('generated logins (docs/product.md#login-and-passwords: first letter of the first name + the last name)', () => {
  it.each([
    ['Jean', 'Dupont', 'jdupont'],
    ['Éloïse', "D'Artagnan", 'edartagnan'],
    ['Jean-Luc', 'Le Gall', 'jlegall'],
    // Ǆ (U+01C4) has only a compatibility decomposition, D + Ž: the initial is d, not the next letter.
    ['Ǆemal', 'Zz', 'dzz'],
    ['ǅemal', 'Zz', 'dzz'],
    // Fullwidth letters fold to ASCII (NFKD) instead of being dropped.
    ['Ｊｅａｎ', 'Ｄｕｐｏｎｔ', 'jdupont'],
    // Decomposed input: the combining accent goes.
    ['E\u0301lodie', 'Be\u0301ranger', 'eberanger'],
    // Letters without any decomposition are spelt out.
    ['Łukasz', 'Brzęczyszczykiewicz', 'lbrzeczyszczykiewicz'],
    ['Œdipe', 'Straße', 'ostrasse'],
    ['Søren', 'Þórsson', 'sthorsson'],
    ['İlker', 'Ağaoğlu', 'iagaoglu'],
  ])('%s %s → %s', (firstName, lastName, login) => {
    expect(baseLogin(firstName, lastName)).toBe(login);
  });

  it('gives only a-z and 0-9, and a fallback when nothing is left', () => {
    expect(foldForLogin('Ａ-ｂ ｃ’ｄ.１２')).toBe('abcd12');
    expect(baseLogin('(', ')')).toBe('user');
  });

  it('appends a number on a clash', () => {
    expect(uniqueLogin('jdupont', new Set(['jdupont', 'jdupont2']))).toBe('jdupont3');
  });

  it('keeps the default password as typed, without spaces (docs/product.md#login-and-passwords)', () => {
    expect(defaultPassword('Jean', 'Du Pont')).toBe('DuPontJean');
  });
});

describe('new staff user form', () => {
  it('accepts a first name typed in decomposed form and gives it in NFC', () => {
    expect(createUserSchema.parse({ firstName: 'E\u0301lodie', lastName: 'Dupont', roles: ['COACH'] })).toEqual({
      firstName: '\u00c9lodie',
      lastName: 'Dupont',
      roles: ['COACH'],
    });
  });

  it('refuses a control character in a name', () => {
    expect(createUserSchema.safeParse({ firstName: 'Jean\u0000', lastName: 'Dupont', roles: ['COACH'] }).error?.issues[0]).toMatchObject({
      path: ['firstName'],
      message: MSG.userFirstName,
    });
  });
});

describe('staff e-mail address', () => {
  const emailOf = (email: unknown) => createUserSchema.safeParse({ firstName: 'Jean', lastName: 'Dupont', email, roles: ['COACH'] });

  it('is optional: left out, null or empty', () => {
    for (const email of [undefined, null, '', '  ']) {
      const parsed = emailOf(email);
      expect(parsed.success).toBe(true);
      expect(staffEmailOrNull(parsed.data?.email)).toBeNull();
    }
  });

  it('is trimmed and lower-cased before it is checked', () => {
    expect(emailOf(' Jean.Dupont@Club.FR ').data?.email).toBe('jean.dupont@club.fr');
    expect(updateUserSchema.parse({ email: 'A@B.Example' })).toEqual({ email: 'a@b.example' });
  });

  it.each(['jean', 'jean@club', 'je@n@club.fr', 'jean!@club.fr', 'jean@club.f', 'jean\u0000@club.fr'])(
    'refuses %j with the e-mail message',
    (email) => {
      expect(emailOf(email).error?.issues[0]).toMatchObject({ path: ['email'], message: MSG.email });
    },
  );
});
