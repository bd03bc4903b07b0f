import { describe, expect, it } from 'vitest';
import { createSessionSchema, editSessionSchema } from './requests.js';

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
    [
      {
        students: [
          { id: 1, isAbsent: false, isLate: false },
          { id: 1, isAbsent: true, isLate: false },
        ],
      },
      'session.students',
      'SESSION_STUDENTS_ERROR',
    ],
    [{ students: [{ id: -1, isAbsent: false, isLate: false }] }, 'session.students.0.id', 'SESSION_STUDENT_ERROR'],
    [{ students: [{ id: 1, isAbsent: 'yes', isLate: false }] }, 'session.students.0.isAbsent', 'SESSION_STUDENTS_ERROR'],
    [
      { students: Array.from({ length: 501 }, (_, i) => ({ id: i + 1, isAbsent: true, isLate: false })) },
      'session.students',
      'SESSION_STUDENTS_ERROR',
    ],
  ])('refuses %j on %s with %s', (overrides, field, message) => {
    expect(issues(createSessionSchema.safeParse(session(overrides)))).toMatchObject({ [field]: message });
  });

  it('accepts a session without students (an empty group)', () => {
    expect(createSessionSchema.safeParse(session({ students: [] })).success).toBe(true);
  });

  it('edits by id with the version the sheet was loaded with, which is required', () => {
    const body = { session: { id: 4, date: '2026-11-21T18:30:00Z', students: [] } };
    expect(issues(editSessionSchema.safeParse(body))).toMatchObject({ 'session.version': 'SESSION_VERSION_ERROR' });
    expect(editSessionSchema.parse({ session: { ...body.session, version: 2 } }).session).toEqual({
      id: 4,
      version: 2,
      date: '2026-11-21T18:30:00.000Z',
      students: [],
    });
    expect(issues(editSessionSchema.safeParse({ session: { ...body.session, version: 0 } }))).toMatchObject({
      'session.version': 'SESSION_VERSION_ERROR',
    });
    expect(issues(editSessionSchema.safeParse({ session: { ...body.session, date: 'x' } }))).toMatchObject({
      'session.date': 'INVALID_DATE_MESSAGE',
    });
  });
});
