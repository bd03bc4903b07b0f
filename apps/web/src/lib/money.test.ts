import { describe, expect, it } from 'vitest';
import { eurosInputText, formatEuros, parseEuros } from './money';

describe('money', () => {
  it('reads typed euros as integer cents, with a comma or a point', () => {
    expect(parseEuros('45')).toBe(4_500);
    expect(parseEuros('45,5')).toBe(4_550);
    expect(parseEuros('45,50')).toBe(4_550);
    expect(parseEuros('0.07')).toBe(7);
    expect(parseEuros(' 1 234,56 € ')).toBe(123_456);
    // 0.1 + 0.2 style errors cannot happen: 19.99 € is exactly 1999 cents.
    expect(parseEuros('19,99')).toBe(1_999);
    expect(parseEuros('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', ',', '4,555', '-5', '12a', '1e3', '45,', '12345678']) expect(parseEuros(text)).toBeNull();
  });

  it('writes cents back as euros in each language', () => {
    expect(formatEuros(123_450, 'fr')).toBe('1\u202f234,50\u00a0€');
    expect(formatEuros(123_450, 'en')).toBe('€1,234.50');
    expect(formatEuros(-2_005, 'en')).toBe('−€20.05');
    expect(eurosInputText(4_550, 'fr')).toBe('45,50');
    expect(eurosInputText(4_550, 'en')).toBe('45.50');
    expect(eurosInputText(4_500, 'fr')).toBe('45');
  });
});
