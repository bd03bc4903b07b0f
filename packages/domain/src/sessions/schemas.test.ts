import { describe, expect, it } from 'vitest';
import { createSessionSchema, createTimeSlotsSchema, editSessionSchema, slotsOverlap, updateTimeSlotSchema } from './schemas.js';

const session = (overrides: Record<string, unknown> = {}) => ({
  session: {
    groupId: 3,
    subGroupId: 0,
    date: '2026-11-21T18:30:00.000Z',
    clientKey: '0f8fad5b-d9cb-469f-a165-70867728950e',
    students: [
      { id: 1, isAbsent: false, isLate: false },
      { id: 2, isAbsent: true, isLate: false },
    ],
    ...overrides,
  },
});

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('session submit body', () => {
  it('takes subGroupId 0 (whole group) as null and keeps the date as UTC ISO', () => {
    const parsed = createSessionSchema.parse(session({ date: '2026-11-21T19:30:00+01:00', name: 'kept out', groupName: 'x' }));
    expect(parsed.session).toMatchObject({ groupId: 3, subGroupId: null, date: '2026-11-21T18:30:00.000Z' });
    expect(parsed.session).not.toHaveProperty('name');
    expect(createSessionSchema.parse(session({ subGroupId: 7 })).session.subGroupId).toBe(7);
    expect(createSessionSchema.parse(session({ subGroupId: undefined })).session.subGroupId).toBeNull();
  });

  it.each([
    [{ date: '' }, 'session.date', 'INVALID_DATE_MESSAGE'],
    [{ date: 'not a date' }, 'session.date', 'INVALID_DATE_MESSAGE'],
    [{ date: '2026-11-21' }, 'session.date', 'INVALID_DATE_MESSAGE'],
    [{ date: '2026-11-21T18:30:00' }, 'session.date', 'INVALID_DATE_MESSAGE'],
    [{ date: '1899-11-21T18:30:00Z' }, 'session.date', 'INVALID_DATE_MESSAGE'],
    [{ date: null }, 'session.date', 'INVALID_DATE_MESSAGE'],
    [{ groupId: 0 }, 'session.groupId', 'SESSION_GROUP_ERROR'],
    [{ groupId: '3' }, 'session.groupId', 'SESSION_GROUP_ERROR'],
    [{ subGroupId: -1 }, 'session.subGroupId', 'SESSION_SUB_GROUP_ERROR'],
    [{ clientKey: 'short' }, 'session.clientKey', 'SESSION_CLIENT_KEY_ERROR'],
    [{ clientKey: 'a'.repeat(65) }, 'session.clientKey', 'SESSION_CLIENT_KEY_ERROR'],
    [{ clientKey: 'key with spaces' }, 'session.clientKey', 'SESSION_CLIENT_KEY_ERROR'],
    [{ clientKey: undefined }, 'session.clientKey', 'SESSION_CLIENT_KEY_ERROR'],
    [{ students: 'all' }, 'session.students', 'SESSION_STUDENTS_ERROR'],
    [{ students: [{ id: 1, isAbsent: false, isLate: false }, { id: 1, isAbsent: true, isLate: false }] }, 'session.students', 'SESSION_STUDENTS_ERROR'],
    [{ students: [{ id: -1, isAbsent: false, isLate: false }] }, 'session.students.0.id', 'SESSION_STUDENT_ERROR'],
    [{ students: [{ id: 1, isAbsent: 'yes', isLate: false }] }, 'session.students.0.isAbsent', 'SESSION_STUDENTS_ERROR'],
    [{ students: Array.from({ length: 501 }, (_, i) => ({ id: i + 1, isAbsent: true, isLate: false })) }, 'session.students', 'SESSION_STUDENTS_ERROR'],
  ])('refuses %j on %s with %s', (overrides, field, message) => {
    expect(issues(createSessionSchema.safeParse(session(overrides)))).toMatchObject({ [field]: message });
  });

  it('accepts a session without students (an empty group)', () => {
    expect(createSessionSchema.safeParse(session({ students: [] })).success).toBe(true);
  });

  it('edits by id with the version the sheet was loaded with, which is required', () => {
    const body = { session: { id: 4, date: '2026-11-21T18:30:00Z', students: [] } };
    expect(issues(editSessionSchema.safeParse(body))).toMatchObject({ 'session.version': 'SESSION_VERSION_ERROR' });
    expect(editSessionSchema.parse({ session: { ...body.session, version: 2 } }).session).toEqual({ id: 4, version: 2, date: '2026-11-21T18:30:00.000Z', students: [] });
    expect(issues(editSessionSchema.safeParse({ session: { ...body.session, version: 0 } }))).toMatchObject({ 'session.version': 'SESSION_VERSION_ERROR' });
    expect(issues(editSessionSchema.safeParse({ session: { ...body.session, date: 'x' } }))).toMatchObject({ 'session.date': 'INVALID_DATE_MESSAGE' });
  });
});

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
