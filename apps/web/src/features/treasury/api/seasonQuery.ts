/** `?season=12`, or nothing for the current season. */
export const seasonQuery = (season: number | null): string => (season === null ? '' : `?season=${season}`);
