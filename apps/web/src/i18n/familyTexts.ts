import { bundleTexts } from './bundleTexts';
import type { Resources } from './namespaces';

/**
 * The family space's page texts in both languages, inside its code, so the page shows with its
 * first render: common, errors and validation, the family feature's, and the subscriptions
 * feature's, whose names of states and checklist items the page reuses.
 */
const files = import.meta.glob<Resources>(
  ['./locales/*/{common,errors,validation}.json', '../features/family/i18n/*.json', '../features/subscriptions/i18n/*.json'],
  { eager: true, import: 'default' },
);

export const familyTexts = bundleTexts(files);
