import { bundleTexts } from './bundleTexts';
import type { Resources } from './namespaces';

/**
 * The family's page texts in both languages, inside its code (about 10 KB compressed): the
 * form shows with its first render, without waiting for the texts' files after the code has run.
 * The paths follow namespaces.ts: common, errors and validation, and the subscribe feature's.
 */
const files = import.meta.glob<Resources>(['./locales/*/{common,errors,validation}.json', '../features/subscribe/i18n/*.json'], {
  eager: true,
  import: 'default',
});

export const publicTexts = bundleTexts(files);
