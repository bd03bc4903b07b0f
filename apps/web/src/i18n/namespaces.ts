/**
 * Every translation file, found by convention so a feature adds its own without
 * editing this one:
 *   src/i18n/locales/<lang>/<namespace>.json     shared namespaces (common, errors, validation, layout)
 *   src/features/<feature>/i18n/<lang>.json      namespace = the feature's folder name
 * Each file becomes its own chunk, fetched the first time its namespace is used.
 */
type Resources = Record<string, unknown>;
type JsonModule = { default: Resources };
export type NamespaceLoader = () => Promise<Resources>;

const sharedFiles = import.meta.glob<JsonModule>('./locales/*/*.json');
const featureFiles = import.meta.glob<JsonModule>('../features/*/i18n/*.json');

const SHARED_FILE = /^\.\/locales\/(?<language>[a-z]{2})\/(?<namespace>[\w-]+)\.json$/;
const FEATURE_FILE = /^\.\.\/features\/(?<namespace>[\w-]+)\/i18n\/(?<language>[a-z]{2})\.json$/;

const loaders = new Map<string, NamespaceLoader>();
const keyOf = (language: string, namespace: string) => `${language}/${namespace}`;

const register = (files: Record<string, () => Promise<JsonModule>>, pattern: RegExp) => {
  for (const [path, load] of Object.entries(files)) {
    const groups = pattern.exec(path)?.groups;
    if (groups?.language === undefined || groups.namespace === undefined) continue;
    loaders.set(keyOf(groups.language, groups.namespace), async () => (await load()).default);
  }
};
register(sharedFiles, SHARED_FILE);
register(featureFiles, FEATURE_FILE);

export const namespaceLoader = (language: string, namespace: string): NamespaceLoader | undefined =>
  loaders.get(keyOf(language, namespace));

/** Every namespace that has at least one file. */
export const allNamespaces = (): string[] => [...new Set([...loaders.keys()].map((key) => key.split('/')[1] ?? ''))];

/** Namespace → language → resources, for the completeness test. */
export const loadAllTranslations = async (): Promise<Map<string, Map<string, Resources>>> => {
  const all = new Map<string, Map<string, Resources>>();
  for (const [key, load] of loaders) {
    const [language = '', namespace = ''] = key.split('/');
    const byLanguage = all.get(namespace) ?? new Map<string, Resources>();
    byLanguage.set(language, await load());
    all.set(namespace, byLanguage);
  }
  return all;
};
