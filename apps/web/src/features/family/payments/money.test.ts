import { describe, expect, it } from 'vitest';
import { formatCents, formatRank } from './money';

const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('amounts and ranks as a family reads them', () => {
  it('writes integer cents as euros in each language', () => {
    expect(spaced(formatCents(123_450, 'fr'))).toBe('1 234,50 €');
    expect(formatCents(123_450, 'en')).toBe('€1,234.50');
    expect(spaced(formatCents(5, 'fr'))).toBe('0,05 €');
    expect(formatCents(-1_999, 'en')).toBe('−€19.99');
  });

  it('writes a child’s rank as an ordinal', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map((rank) => formatRank(rank, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
    expect([1, 2, 3].map((rank) => formatRank(rank, 'fr'))).toEqual(['1er', '2e', '3e']);
  });
});
