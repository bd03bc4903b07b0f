import type { Dayjs, PluginFunc } from 'dayjs';
import { keptPerHour } from './keptPerHour.js';

/**
 * A faster `dayjs(...).tz(zone)`. The time-zone plugin converts with `toLocaleString` and parses
 * the text back, building an ICU formatter on every call: about 0.16 ms in Node and several times
 * more on a slow phone, where a sheet's date field converts dozens of times as it renders
 * (docs/bench.md#phones). Here the zone's offset comes from a kept formatter, once per UTC hour,
 * and dayjs's own `utcOffset` does the rest, as the plugin does once it has parsed its text.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (zone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** Minutes east of UTC of the zone's wall clock at an instant (whole seconds, as the zone's rules). */
const offsetAt = (instant: number, zone: string): number => {
  const fields = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  let beforeChrist = false;
  for (const part of formatterOf(zone).formatToParts(instant)) {
    if (part.type === 'era') beforeChrist = part.value.startsWith('B');
    else if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(beforeChrist ? 1 - fields.year : fields.year, fields.month - 1, fields.day);
  wallClock.setUTCHours(fields.hour, fields.minute, fields.second, 0);
  return Math.round((wallClock.getTime() - Math.floor(instant / 1000) * 1000) / 60_000);
};

/** Minutes east of UTC of a time zone at an instant. */
export const zoneOffsetMinutes = keptPerHour(offsetAt);

/** What the plugin keeps on an instance: the zone it was converted to (read by `offsetName`). */
type WithZone = Dayjs & { $x: { $timezone?: string } };

/**
 * Replaces the time-zone plugin's conversion (extend after `timezone`), with the same steps: the
 * result holds the zone's wall clock as a date of the runtime's own zone, marked with the zone's
 * offset, and moved back by the change of offset when the local time is kept (as the plugin's
 * `startOf` and `endOf` in a zone ask). Only the wall clock is found without building a formatter
 * and parsing text. A call that names no zone (the plugin's default zone) goes to the plugin.
 */
export const fasterZoneConversion: PluginFunc = (_option, dayjsClass, dayjsFactory) => {
  const proto = dayjsClass.prototype;
  const convert = proto.tz;
  proto.tz = function tz(this: Dayjs, zone?: string, keepLocalTime?: boolean): Dayjs {
    if (zone === undefined || !this.isValid()) return convert.call(this, zone, keepLocalTime);
    const instant = this.valueOf();
    const offset = zoneOffsetMinutes(instant, zone);
    let converted: Dayjs;
    if (offset === 0) {
      converted = this.utcOffset(0, keepLocalTime);
    } else {
      const wall = new Date(instant + offset * 60_000);
      const local = new Date(0);
      local.setFullYear(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
      local.setHours(wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds());
      converted = dayjsFactory(local, { locale: this.locale() }).utcOffset(offset, true);
      if (keepLocalTime === true) converted = converted.add(this.utcOffset() - converted.utcOffset(), 'minute');
    }
    (converted as WithZone).$x.$timezone = zone;
    return converted;
  };
};
