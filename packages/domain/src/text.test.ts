import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { loginSchema, refreshSchema, updatePasswordSchema } from './auth/contract.js';
import { createGroupSchema, isReservedName } from './groups/index.js';
import { groupMailSchema } from './mail/groupMail.js';
import { subscriptionFormSchema } from './subscriptions/form.js';
import { guardianSchema } from './subscriptions/member.js';
import { email, foldName, multilineInput, nameLike, orgName, phone, plainLine, textInput } from './text.js';

/** C0 controls, DEL, C1 controls, and a lone surrogate half. */
const CONTROLS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009b',
  '\u009f',
  '\ud800',
];

/** Any string holding at least one control character (C0, DEL, C1), anywhere. */
const withControl = fc
  .tuple(
    fc.string({ unit: 'grapheme', maxLength: 10 }),
    fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f })).map((code) => String.fromCharCode(code)),
    fc.string({ unit: 'grapheme', maxLength: 10 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

/** A complete, valid family's form (its fields: docs/product.md#validation). */
const validForm = {
  id: 3,
  subscriptionId: 7,
  fname: 'Léa',
  lname: 'Martin',
  gender: 'F',
  birthDate: '2012-05-04',
  birthPlace: 'Monaco',
  nationality: 'MC',
  guardianFname: 'Jean',
  guardianLname: 'Martin',
  guardianEmail: 'jean.martin@example.org',
  guardianPhone: '0612345678',
  instagramHandle: '',
  secondGuardianEmail: '',
  secondGuardianPhone: '',
  address: '12, boulevard des Moulins',
  addressComp: '',
  city: 'Monaco',
  zipCode: '98000',
  country: 'MC',
  shirtSizeId: 3,
  shortSizeId: 4,
  privacyAccepted: true,
};

describe('text input: no control character in any field, NFC everywhere', () => {
  const builders = {
    textInput: textInput('E'),
    nameLike: nameLike('E'),
    orgName: orgName('E'),
    email: email('E'),
    phone: phone('E'),
    plainLine: plainLine('E', 100),
  };

  it.each(Object.entries(builders))('%s refuses every control character, wherever it is (property)', (_name, schema) => {
    fc.assert(fc.property(withControl, (value) => !schema.safeParse(value).success));
  });

  const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  it.each(CONTROLS.map((char) => [codePoint(char), char]))('refuses %s before trimming: a name is not silently cut', (_name, control) => {
    expect(nameLike(MSG.firstName).safeParse(`Jean${control}`).error?.issues[0]?.message).toBe(MSG.firstName);
    expect(nameLike(MSG.firstName).safeParse(`${control}Jean`).success).toBe(false);
    expect(email(MSG.email).safeParse(`${control}jean@example.org`).success).toBe(false);
    expect(phone(MSG.phone).safeParse(`06${control}12345678`).success).toBe(false);
  });

  it('accepts a first name typed in decomposed form and gives it back in NFC', () => {
    expect(nameLike(MSG.firstName).parse('E\u0301lodie')).toBe('\u00c9lodie');
    expect(orgName(MSG.groupName).parse('E\u0301toiles')).toBe('\u00c9toiles');
    expect(textInput(MSG.invalid).parse('Noe\u0308l')).toBe('No\u00ebl');
  });

  it('keeps the other characters of a name (no-break space, fullwidth letters) as typed', () => {
    expect(textInput(MSG.invalid).parse('a\u00a0b')).toBe('a\u00a0b');
    expect(nameLike(MSG.firstName).parse('\uff2a\uff45\uff41\uff4e')).toBe('\uff2a\uff45\uff41\uff4e');
  });

  it('allows line feeds, CRLF and tabs in multi-line text, and no other control character', () => {
    const multi = multilineInput(MSG.mailMessage);
    expect(multi.parse('Bonjour,\r\n\tla séance\nest annulée.')).toBe('Bonjour,\r\n\tla séance\nest annulée.');
    expect(multi.parse('Se\u0301ance')).toBe('S\u00e9ance');
    for (const control of ['\u0000', '\r', 'a\rb', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\ud800']) {
      expect(multi.safeParse(`x${control}y`).success, JSON.stringify(control)).toBe(false);
    }
  });
});

describe('the API schemas refuse control characters with the field they sit in', () => {
  it('login: a NUL in the login or the password', () => {
    expect(loginSchema.safeParse({ login: 'a\u0000b', password: 'x' }).error?.issues[0]).toMatchObject({
      path: ['login'],
      message: MSG.login,
    });
    expect(loginSchema.safeParse({ login: 'ab', password: 'x\u0000' }).error?.issues[0]).toMatchObject({
      path: ['password'],
      message: MSG.password,
    });
    expect(updatePasswordSchema.safeParse({ login: 'ab', password: 'long enough\u0085' }).error?.issues[0]?.path).toEqual(['password']);
    expect(refreshSchema.safeParse({ refresh: 'tok\u0000en' }).success).toBe(false);
  });

  it('a password keeps its exact code points: no normalisation of a secret', () => {
    expect(loginSchema.parse({ login: 'jdupont', password: 'cafe\u0301' }).password).toBe('cafe\u0301');
  });

  it('a group: its name and its e-mail list', () => {
    const group = { name: 'Poussins', price: 100, reSubPrice: 90, typeId: 1, packId: 1, emailList: 'liste@example.org' };
    expect(createGroupSchema.safeParse({ ...group, name: 'Pous\u0000sins' }).error?.issues[0]?.path).toEqual(['name']);
    expect(createGroupSchema.safeParse({ ...group, emailList: 'liste@example.org,\tautre@example.org' }).error?.issues[0]?.path).toEqual([
      'emailList',
    ]);
  });

  it('a group mail: the subject is one line, the message may have line breaks', () => {
    expect(groupMailSchema.safeParse({ subject: 'Objet\n', message: 'Bonjour' }).error?.issues[0]?.path).toEqual(['subject']);
    expect(groupMailSchema.safeParse({ message: 'Bonjour\u0000' }).error?.issues[0]?.path).toEqual(['message']);
  });

  it('the public subscription form: required and optional fields alike; a tab is not "left empty"', () => {
    const form = validForm;
    for (const field of [
      'fname',
      'birthPlace',
      'address',
      'city',
      'zipCode',
      'nationality',
      'guardianEmail',
      'guardianPhone',
      'birthDate',
    ]) {
      const result = subscriptionFormSchema.safeParse({ ...form, [field]: `${String(form[field as keyof typeof form])}\u0000` });
      expect(result.error?.issues[0]?.path, field).toEqual([field]);
    }
    for (const field of ['addressComp', 'instagramHandle', 'secondGuardianEmail', 'secondGuardianPhone']) {
      expect(subscriptionFormSchema.safeParse({ ...form, [field]: '\t' }).error?.issues[0]?.path, field).toEqual([field]);
      expect(subscriptionFormSchema.parse({ ...form, [field]: '  ' })[field as 'addressComp']).toBeNull();
    }
    expect(subscriptionFormSchema.parse({ ...form, fname: 'E\u0301lodie', city: 'Ni\u0301ce' })).toMatchObject({
      fname: '\u00c9lodie',
      city: 'N\u00edce',
    });
  });

  it('the guardian form, whose names are optional', () => {
    expect(guardianSchema.safeParse({ email: 'a@example.org', firstName: '\u0000' }).error?.issues[0]?.path).toEqual(['firstName']);
  });
});

describe('foldName', () => {
  it('folds compatibility forms too: a fullwidth "Aucun" is the reserved name', () => {
    expect(foldName('\uff21\uff55\uff43\uff55\uff4e')).toBe('aucun');
    expect(isReservedName('\uff21\uff55\uff43\uff55\uff4e')).toBe(true);
    expect(foldName('E\u0301lodie')).toBe(foldName('\u00c9lodie'));
  });
});
