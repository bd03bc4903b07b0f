import { translationFile, type Resources } from './namespaces';

/** Language → namespace → texts: a page's texts put inside its code (loginTexts, publicTexts, familyTexts). */
export type BundledTexts = Record<string, Record<string, Resources>>;

/** Sorts a page's eagerly globbed translation files by language and namespace, by their paths from this folder. */
export const bundleTexts = (files: Readonly<Record<string, Resources>>): BundledTexts => {
  const texts: BundledTexts = {};
  for (const [path, file] of Object.entries(files)) {
    const where = translationFile(path);
    if (where !== undefined) (texts[where.language] ??= {})[where.namespace] = file;
  }
  return texts;
};
