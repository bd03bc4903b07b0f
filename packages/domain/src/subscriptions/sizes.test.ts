import { describe, expect, it } from 'vitest';
import { sizeLabel } from './sizes.js';

describe('size labels', () => {
  it('reads age sizes in English and keeps letter sizes and French as they are', () => {
    expect(sizeLabel('6 ans', 'en')).toBe('Age 6');
    expect(sizeLabel('14 ans', 'en')).toBe('Age 14');
    expect(sizeLabel('XL', 'en')).toBe('XL');
    expect(sizeLabel('6 ans', 'fr')).toBe('6 ans');
  });
});
