/** Browsers by a token of their User-Agent, the more specific first (Edge and Opera also say "Chrome"). */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** Systems, the more specific first (Android also says "Linux", an iPhone "like Mac OS X"). */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** Enough of a User-Agent to recognise it; a longer one is cut rather than scanned. */
const SCANNED_CHARACTERS = 512;

const firstMatch = (userAgent: string, table: readonly (readonly [RegExp, string])[]): string | undefined =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * A short, human description of the browser that opened a family session ("Firefox · Android", words of no language),
 * so the family recognises its sessions in the list; null when the User-Agent says nothing known.
 * Only these fixed words are stored, never the User-Agent itself.
 */
export const deviceOf = (userAgent: string | undefined): string | null => {
  if (userAgent === undefined) return null;
  const scanned = userAgent.slice(0, SCANNED_CHARACTERS);
  const browser = firstMatch(scanned, BROWSERS);
  const system = firstMatch(scanned, SYSTEMS);
  if (browser !== undefined && system !== undefined) return `${browser} · ${system}`;
  return browser ?? system ?? null;
};
