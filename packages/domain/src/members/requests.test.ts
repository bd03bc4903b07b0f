import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { studentCreateSchema } from './requests.js';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('student creation (docs/product.md#validation)', () => {
  const student = {
    firstName: 'Léa',
    lastName: "N'Diaye-Martin",
    gender: 'F',
    birthDate: '2015-04-12',
    email: 'famille.martin@example.org',
    phoneNumber: '+377 6 12 34 56 78',
  };

  it('needs only names, gender, birth date, contact e-mail and phone', () => {
    expect(studentCreateSchema.parse({ ...student, school: 'dropped' })).toEqual({ ...student, phoneNumber: '+377612345678' });
    expect(studentCreateSchema.parse({ ...student, language: 'en' }).language).toBe('en');
  });

  it.each([
    ['firstName', '', MSG.firstName],
    ['firstName', 'Léa<3', MSG.firstName],
    ['lastName', '   ', MSG.lastName],
    ['gender', 'X', MSG.gender],
    ['gender', undefined, MSG.gender],
    ['birthDate', '1940-12-31', MSG.birthDate],
    ['birthDate', '2022-01-01', MSG.birthDate],
    ['birthDate', '2015-02-30', MSG.birthDate],
    ['birthDate', '12/04/2015', MSG.birthDate],
    ['email', 'a@b', MSG.email],
    ['email', 'a!b@c.fr', MSG.email],
    ['email', undefined, MSG.email],
    ['phoneNumber', '1234567', MSG.phone],
    ['phoneNumber', '+33 6 12 34 56 7a', MSG.phone],
    ['phoneNumber', undefined, MSG.phone],
    ['language', 'de', MSG.invalid],
  ])('refuses %s = %j with %s', (field, value, message) => {
    expect(issues(studentCreateSchema.safeParse({ ...student, [field]: value }))).toEqual({ [field]: message });
  });

  it('accepts the bounds of the birth years', () => {
    expect(studentCreateSchema.safeParse({ ...student, birthDate: '1941-01-01' }).success).toBe(true);
    expect(studentCreateSchema.safeParse({ ...student, birthDate: '2021-12-31' }).success).toBe(true);
  });
});
