import { describe, expect, it } from 'vitest';
import { frenchOf } from './names.js';

describe('frenchOf', () => {
  it('elides « de » before a vowel sound and keeps it before a consonant', () => {
    expect(frenchOf('Aymardine Dupont')).toBe('d’Aymardine Dupont');
    expect(frenchOf('Élodie')).toBe('d’Élodie');
    expect(frenchOf('Hugo')).toBe('d’Hugo');
    expect(frenchOf('Jean Martin')).toBe('de Jean Martin');
  });
});
