/**
 * Sizes and durations in words of the screen's language, with the browser's Intl:
 * « 740 Mo », « il y a 3 heures », « 3 jours » / "740 MB", "3 hours ago", "3 days".
 */
const GB = 1_000_000_000;
const MB = 1_000_000;

export const formatBytes = (bytes: number, language: string): string =>
  bytes >= GB
    ? new Intl.NumberFormat(language, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }).format(bytes / GB)
    : new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 }).format(bytes / MB);

type Unit = 'minute' | 'hour' | 'day';

/** Minutes up to 90, hours up to 48, days beyond: whole units, rounded down, at least 1. */
const unitOf = (seconds: number): { unit: Unit; amount: number } => {
  if (seconds < 90 * 60) return { unit: 'minute', amount: Math.max(1, Math.floor(seconds / 60)) };
  if (seconds < 48 * 3600) return { unit: 'hour', amount: Math.floor(seconds / 3600) };
  return { unit: 'day', amount: Math.floor(seconds / 86_400) };
};

/** « 3 jours », "3 days". */
export const formatDuration = (seconds: number, language: string): string => {
  const { unit, amount } = unitOf(seconds);
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
};

/** « il y a 3 heures », "3 hours ago". */
export const formatAgo = (seconds: number, language: string): string => {
  const { unit, amount } = unitOf(seconds);
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(-amount, unit);
};
