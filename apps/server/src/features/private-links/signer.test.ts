import { describe, expect, it } from 'vitest';
import { LINK_ID_LENGTH, PrivateLinkSigner } from './signer.js';

describe('private link tokens', () => {
  const signer = PrivateLinkSigner.fromSecret('a-secret-for-the-tests-0123456789');
  const id = 'AbCdEfGhIjKlMnOp';

  it('gives back the id of a token it made, for the same kind only', () => {
    const token = signer.token('CALENDAR_GROUP', id);
    expect(token.startsWith(id)).toBe(true);
    expect(signer.idOf('CALENDAR_GROUP', token)).toBe(id);
    expect(signer.idOf('CALENDAR_FAMILY', token)).toBeNull();
  });

  it('refuses a token altered, cut, made under another secret or of another shape', () => {
    const token = signer.token('FAMILY_ABSENCE', id);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(signer.idOf('FAMILY_ABSENCE', `${token.slice(0, -1)}${last}`)).toBeNull();
    expect(signer.idOf('FAMILY_ABSENCE', token.slice(0, -1))).toBeNull();
    expect(signer.idOf('FAMILY_ABSENCE', PrivateLinkSigner.fromSecret('another-secret-0123456789').token('FAMILY_ABSENCE', id))).toBeNull();
    expect(signer.idOf('FAMILY_ABSENCE', `${'x'.repeat(LINK_ID_LENGTH)}${'!'.repeat(43)}`)).toBeNull();
  });
});
