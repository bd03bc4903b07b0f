import { describe, expect, it } from 'vitest';
import { createTimeSlotsSchema, slotsOverlap, updateTimeSlotSchema } from './requests.js';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('time slots', () => {
  const slot = { weekday: 2, start: '18:00', end: '19:30', location: 'Stade Louis II' };

  it('accepts several slots of a group', () => {
    const parsed = createTimeSlotsSchema.parse({ groupId: 1, slots: [slot, { ...slot, weekday: 4, location: ' Piscine Rainier III ' }] });
    expect(parsed.slots[1]!.location).toBe('Piscine Rainier III');
  });

  it.each([
    [{ weekday: 0 }, 'weekday', 'TIME_SLOT_WEEKDAY_ERROR'],
    [{ weekday: 8 }, 'weekday', 'TIME_SLOT_WEEKDAY_ERROR'],
    [{ weekday: 1.5 }, 'weekday', 'TIME_SLOT_WEEKDAY_ERROR'],
    [{ start: '8:00' }, 'start', 'TIME_SLOT_START_ERROR'],
    [{ start: '24:00' }, 'start', 'TIME_SLOT_START_ERROR'],
    [{ end: '19:60' }, 'end', 'TIME_SLOT_END_ERROR'],
    [{ end: '18:00' }, 'end', 'TIME_SLOT_END_BEFORE_START'],
    [{ end: '17:00' }, 'end', 'TIME_SLOT_END_BEFORE_START'],
    [{ location: '' }, 'location', 'TIME_SLOT_LOCATION_ERROR'],
    [{ location: '   ' }, 'location', 'TIME_SLOT_LOCATION_ERROR'],
    [{ location: '<script>' }, 'location', 'TIME_SLOT_LOCATION_ERROR'],
    [{ location: 'x'.repeat(101) }, 'location', 'TIME_SLOT_LOCATION_ERROR'],
  ])('refuses %j on %s with %s', (overrides, field, message) => {
    expect(issues(updateTimeSlotSchema.safeParse({ ...slot, ...overrides }))).toMatchObject({ [field]: message });
    expect(issues(createTimeSlotsSchema.safeParse({ groupId: 1, slots: [{ ...slot, ...overrides }] }))).toMatchObject({
      [`slots.0.${field}`]: message,
    });
  });

  it('takes 1 to 20 slots that do not overlap each other', () => {
    expect(issues(createTimeSlotsSchema.safeParse({ groupId: 1, slots: [] }))).toMatchObject({ slots: 'TIME_SLOT_COUNT_ERROR' });
    const many = Array.from({ length: 21 }, (_, i) => ({ ...slot, weekday: (i % 7) + 1, start: `0${i % 3}:00`.slice(-5), end: '23:00' }));
    expect(issues(createTimeSlotsSchema.safeParse({ groupId: 1, slots: many }))).toMatchObject({ slots: 'TIME_SLOT_COUNT_ERROR' });
    const overlapping = [slot, { ...slot, start: '19:00', end: '20:00' }];
    expect(issues(createTimeSlotsSchema.safeParse({ groupId: 1, slots: overlapping }))).toEqual({ 'slots.1.start': 'TIME_SLOT_OVERLAP' });
    const touching = [slot, { ...slot, start: '19:30', end: '20:30' }];
    expect(createTimeSlotsSchema.safeParse({ groupId: 1, slots: touching }).success).toBe(true);
    expect(issues(createTimeSlotsSchema.safeParse({ groupId: 0, slots: [slot] }))).toMatchObject({ groupId: 'SESSION_GROUP_ERROR' });
  });

  it('says when two slots overlap', () => {
    expect(slotsOverlap({ weekday: 1, start: '10:00', end: '11:00' }, { weekday: 1, start: '10:59', end: '12:00' })).toBe(true);
    expect(slotsOverlap({ weekday: 1, start: '10:00', end: '11:00' }, { weekday: 2, start: '10:00', end: '11:00' })).toBe(false);
    expect(slotsOverlap({ weekday: 1, start: '10:00', end: '11:00' }, { weekday: 1, start: '11:00', end: '12:00' })).toBe(false);
  });
});
