import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { groupMailSchema } from './groupMail.js';

describe('group mail form (docs/product.md#validation: message required, subject optional)', () => {
  it('accepts a multi-line message without subject', () => {
    expect(groupMailSchema.parse({ message: 'Bonjour,\r\nentraînement annulé.\n\tMerci' })).toEqual({
      message: 'Bonjour,\r\nentraînement annulé.\n\tMerci',
    });
  });

  it.each([{}, { message: '' }, { message: '   \n ' }, { message: 'a\u0007b' }, { message: 'x'.repeat(10_001) }])(
    'refuses message #%#',
    (input) => {
      expect(groupMailSchema.safeParse(input).error?.issues[0]).toMatchObject({ path: ['message'], message: MSG.mailMessage });
    },
  );

  it.each(['Sujet\r\nBcc: x@y.fr', 'Sujet\nsuite', 'a\u0000b', 'a'.repeat(201)])(
    'refuses subject #%#: one line, 200 characters at most',
    (subject) => {
      expect(groupMailSchema.safeParse({ subject, message: 'Bonjour' }).error?.issues[0]).toMatchObject({
        path: ['subject'],
        message: MSG.mailSubject,
      });
    },
  );

  it('lower-cases the chosen recipients and refuses invalid ones', () => {
    expect(groupMailSchema.parse({ message: 'Bonjour', recipients: ['Jean.Dupont@example.com'] }).recipients).toEqual([
      'jean.dupont@example.com',
    ]);
    expect(groupMailSchema.safeParse({ message: 'Bonjour', recipients: [] }).success).toBe(false);
    expect(groupMailSchema.safeParse({ message: 'Bonjour', recipients: ['nope'] }).error?.issues[0]?.message).toBe(MSG.recipients);
  });
});
