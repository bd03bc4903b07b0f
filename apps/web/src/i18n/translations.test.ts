import { ERROR_CODES, MSG, SUBSCRIPTION_STATE_LABELS } from '@club/domain';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/language';
import { frenchOf } from '@club/domain';
import { loadAllTranslations } from './namespaces';

type Tree = Record<string, unknown>;

const leafKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

/**
 * A key without its plural form: each language has its own plural categories (English ordinals
 * say 1st, 2nd, 3rd, 4th; French 1er, 2e), so `rank_ordinal_two` has no French twin.
 */
const PLURAL_SUFFIX = /_(?:ordinal_)?(?:zero|one|two|few|many|other)$/;
const withoutPlural = (keys: string[]): string[] => [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

const translations = await loadAllTranslations();
const namespace = (name: string, language: string): Tree => translations.get(name)?.get(language) ?? {};

describe('translations', () => {
  it.each([...translations.keys()])('namespace "%s" has the same keys in French and English', (name) => {
    const [french, ...others] = LANGUAGES.map((language) => withoutPlural(leafKeys(namespace(name, language))));
    for (const other of others) expect(other).toEqual(french);
  });

  it.each(LANGUAGES)('translates every validation message key of the domain (%s)', (language) => {
    const validation = namespace('validation', language);
    const missing = Object.values(MSG).filter((key) => typeof validation[key] !== 'string');
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('translates every error code of the domain and the generic message (%s)', (language) => {
    const errors = namespace('errors', language);
    const missing = [...ERROR_CODES, 'GENERIC_ERROR_MESSAGE', 'NETWORK_ERROR'].filter((code) => typeof errors[code] !== 'string');
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('names subscription states on screen as the export and the PDFs do (%s)', (language) => {
    expect(namespace('subscriptions', language).states).toEqual(SUBSCRIPTION_STATE_LABELS[language]);
  });

  it('leaves no translation empty', () => {
    for (const [name, byLanguage] of translations) {
      for (const [language, tree] of byLanguage) {
        const empty = leafKeys(tree).filter((key) => {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${language}/${name}`).toEqual([]);
      }
    }
  });
});

describe('the « of » formatter', () => {
  it('elides the French article before a vowel sound', () => {
    expect(frenchOf('Jean Dupont')).toBe('de Jean Dupont');
    expect(frenchOf('Élodie Lefèvre')).toBe('d’Élodie Lefèvre');
    expect(frenchOf('Hugo Martin')).toBe('d’Hugo Martin');
  });
});
