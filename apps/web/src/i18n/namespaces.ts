/**
 * Every translation file, found by convention so a feature adds its own without
 * editing this one:
 *   src/i18n/locales/<lang>/<namespace>.json     shared namespaces (common, errors, validation, layout)
 *   src/features/<feature>/i18n/<lang>.json      namespace = the feature's folder name
 * Each file becomes its own chunk, fetched the first time its namespace is used.
 */
export type Resources = Record<string, unknown>;

/** Needed by the shell before any feature screen: loaded with the app. */
export const SHELL_NAMESPACES = ['common', 'errors', 'validation'] as const;

type JsonModule = { default: Resources };
export type NamespaceLoader = () => Promise<Resources>;

const sharedFiles = import.meta.glob<JsonModule>('./locales/*/*.json');
const featureFiles = import.meta.glob<JsonModule>('../features/*/i18n/*.json');

const SHARED_FILE = /^\.\/locales\/(?<language>[a-z]{2})\/(?<namespace>[\w-]+)\.json$/;
const FEATURE_FILE = /^\.\.\/features\/(?<namespace>[\w-]+)\/i18n\/(?<language>[a-z]{2})\.json$/;

const loaders = new Map<string, NamespaceLoader>();
const keyOf = (language: string, namespace: string) => `${language}/${namespace}`;

/** The language and namespace of a translation file, by its path from this folder. */
export const translationFile = (path: string): { language: string; namespace: string } | undefined => {
  const groups = (SHARED_FILE.exec(path) ?? FEATURE_FILE.exec(path))?.groups;
  if (groups?.language === undefined || groups.namespace === undefined) return undefined;
  return { language: groups.language, namespace: groups.namespace };
};

for (const [path, load] of Object.entries({ ...sharedFiles, ...featureFiles })) {
  const file = translationFile(path);
  if (file !== undefined) loaders.set(keyOf(file.language, file.namespace), async () => (await load()).default);
}

export const namespaceLoader = (language: string, namespace: string): NamespaceLoader | undefined =>
  loaders.get(keyOf(language, namespace));

/**
 * Starts fetching namespaces' files now, before i18next asks for them (it asks only once the
 * page's code has run); its later request gets the same module.
 */
export const preloadNamespaces = (language: string, namespaces: readonly string[]): void => {
  // A failure here is i18next's to report when it asks.
  for (const namespace of namespaces) void namespaceLoader(language, namespace)?.().catch(() => undefined);
};

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
