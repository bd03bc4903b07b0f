import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { afterAll, describe, expect, it } from 'vitest';
import { fasterZoneConversion, zoneOffsetMinutes } from './timeZone.js';

dayjs.extend(utc);
dayjs.extend(timezone);
// The plugin's own conversion, kept to compare with before it is replaced.
const pluginConversion = (dayjs as unknown as { prototype: { tz: (this: Dayjs, zone?: string, keep?: boolean) => Dayjs } }).prototype.tz;
dayjs.extend(fasterZoneConversion);

const ZONES = [
  'Europe/Monaco',
  'America/New_York',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'UTC',
];
/** The runtime's own zone changes how dayjs holds a converted date; Tokyo and UTC have no gap in their clocks. */
const DEVICE_ZONES = ['UTC', 'America/Los_Angeles'];
const DEVICE_ZONES_WITHOUT_GAPS = ['UTC', 'Asia/Tokyo'];
// The domain is built without Node's types; the runtime's zone is set as Node reads it.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const HOUR = 3_600_000;

/** What a person reads on a clock of the zone, from Intl alone. */
const clocks = new Map<string, Intl.DateTimeFormat>();
const clockOf = (zone: string): Intl.DateTimeFormat =>
  clocks.get(zone) ??
  clocks
    .set(
      zone,
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
    )
    .get(zone)!;
const wallClockIn = (instant: number, zone: string): string => clockOf(zone).format(instant).replace(' ', 'T');

/** Instants around each change of the zone's offset in 2026, every 23 minutes on the day of the change. */
const aroundChanges = (zone: string): number[] => {
  const instants: number[] = [];
  const start = Date.UTC(2026, 0, 1);
  for (let day = 0; day < 366; day += 1) {
    const from = start + day * 24 * HOUR;
    if (zoneOffsetMinutes(from, zone) === zoneOffsetMinutes(from + 24 * HOUR, zone)) continue;
    for (let at = from - 2 * HOUR; at < from + 26 * HOUR; at += 23 * 60_000 + 13_000) instants.push(at);
  }
  return instants;
};

/** A spread of instants over the dates the club uses, to the end of the century (before 1970, zones kept offsets in seconds). */
const spread = (): number[] => {
  const instants: number[] = [];
  for (let at = Date.UTC(1970, 0, 1, 0, 0, 7, 123); at < Date.UTC(2100, 11, 31); at += 211 * 24 * HOUR + 5 * HOUR + 17 * 60_000) {
    instants.push(at);
  }
  return instants;
};

const deviceZone = env.TZ;
afterAll(() => {
  if (deviceZone === undefined) delete env.TZ;
  else env.TZ = deviceZone;
});

describe('the faster time-zone conversion', () => {
  it('shows the zone’s wall clock and keeps the instant, around every change of offset and over the century', () => {
    for (const device of DEVICE_ZONES_WITHOUT_GAPS) {
      env.TZ = device;
      for (const zone of ZONES) {
        const instants = [...aroundChanges(zone), ...spread()];
        for (const instant of instants) {
          const converted = dayjs(instant).tz(zone);
          expect(converted.format('YYYY-MM-DDTHH:mm:ss'), `${zone} at ${new Date(instant).toISOString()} on ${device}`).toBe(
            wallClockIn(instant, zone),
          );
          expect(converted.valueOf()).toBe(instant);
        }
        // The zones that move their clocks do in 2026, so the instants around a change are tested.
        if (!['UTC', 'Asia/Kolkata', 'Asia/Kathmandu'].includes(zone)) expect(aroundChanges(zone).length).toBeGreaterThan(0);
      }
    }
  }, 30_000);

  // Where the zone's wall clock falls in a gap of the runtime's own clock, dayjs holds it an hour
  // off, with the plugin as here: the same answer, not a better one.
  it('gives what the plugin gives on any runtime: instant, offset, zone name, formats and arithmetic after it', () => {
    for (const device of DEVICE_ZONES) {
      env.TZ = device;
      for (const zone of ZONES) {
        for (const instant of [...aroundChanges(zone).filter((_, index) => index % 2 === 0), ...spread()]) {
          const ours = dayjs(instant).tz(zone);
          const theirs = pluginConversion.call(dayjs(instant), zone);
          const where = `${zone} at ${new Date(instant).toISOString()} on ${device}`;
          expect(ours.valueOf(), where).toBe(theirs.valueOf());
          expect(ours.utcOffset(), where).toBe(theirs.utcOffset());
          expect(ours.format('YYYY-MM-DD HH:mm:ss.SSS Z'), where).toBe(theirs.format('YYYY-MM-DD HH:mm:ss.SSS Z'));
          expect(ours.format('z'), where).toBe(theirs.format('z'));
          expect(ours.startOf('day').valueOf(), where).toBe(theirs.startOf('day').valueOf());
          expect(ours.add(1, 'day').format(), where).toBe(theirs.add(1, 'day').format());
          expect(ours.tz(zone).valueOf(), where).toBe(pluginConversion.call(theirs, zone).valueOf());
        }
      }
    }
    // The plugin's conversion and zone names build a formatter on each call: about 2,500 of each.
  }, 60_000);

  it('keeps the local time as the plugin does, from a date of the runtime, in UTC or already in a zone', () => {
    for (const device of DEVICE_ZONES) {
      env.TZ = device;
      for (const zone of ZONES) {
        for (const instant of [
          ...aroundChanges(zone).filter((_, index) => index % 4 === 0),
          ...spread().filter((_, index) => index % 2 === 0),
        ]) {
          for (const from of [dayjs(instant), dayjs(instant).utc(), pluginConversion.call(dayjs(instant), 'Asia/Tokyo')]) {
            const where = `${zone} from ${from.format()} on ${device}`;
            const ours = from.tz(zone, true);
            const theirs = pluginConversion.call(from, zone, true);
            expect(ours.valueOf(), where).toBe(theirs.valueOf());
            expect(ours.format('YYYY-MM-DD HH:mm:ss.SSS Z'), where).toBe(theirs.format('YYYY-MM-DD HH:mm:ss.SSS Z'));
          }
        }
      }
    }
    const instant = Date.UTC(2026, 6, 14, 9, 30);
    expect(dayjs(instant).utc().tz('Europe/Monaco', true).format('YYYY-MM-DD HH:mm Z')).toBe('2026-07-14 09:30 +02:00');
  }, 60_000);

  it('leaves an invalid date invalid', () => {
    expect(dayjs('not a date').tz('Europe/Monaco').isValid()).toBe(false);
  });

  it('reads a parsed club time the same way (dayjs.tz)', () => {
    expect(dayjs.tz('2026-03-29 03:30', 'Europe/Monaco').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(dayjs.tz('2026-10-25 12:00', 'Europe/Monaco').tz('Europe/Monaco').format('HH:mm Z')).toBe('12:00 +01:00');
  });
});
