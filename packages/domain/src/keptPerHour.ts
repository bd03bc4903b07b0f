const HOUR_MS = 3_600_000;
/** About two seasons of hours in one zone: a season's lists ask for tens of thousands of instants. */
const KEPT_HOURS = 20_000;

/**
 * Something of an instant in a time zone that changes only when the zone's clock crosses a line
 * (its day, its offset), kept per UTC hour: asked at both ends of the hour, and kept when they
 * agree. An hour whose two ends disagree holds the change, and each of its instants is asked on
 * its own. Even a kept formatter costs a few microseconds a call.
 */
export const keptPerHour = <T>(valueAt: (time: number, zone: string) => T): ((time: number, zone: string) => T) => {
  const kept = new Map<string, { value: T } | null>();
  return (time, zone) => {
    const hourStart = Math.floor(time / HOUR_MS) * HOUR_MS;
    const key = `${zone}|${hourStart}`;
    let hour = kept.get(key);
    if (hour === undefined) {
      const first = valueAt(hourStart, zone);
      hour = valueAt(hourStart + HOUR_MS - 1, zone) === first ? { value: first } : null;
      if (kept.size >= KEPT_HOURS) kept.clear();
      kept.set(key, hour);
    }
    return hour === null ? valueAt(time, zone) : hour.value;
  };
};
