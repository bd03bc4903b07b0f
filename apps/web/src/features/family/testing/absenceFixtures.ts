import type { AbsenceDto, FamilyAbsencesDto } from '@club/domain';

/** The club's clock in the absences' tests: Thursday 20 November 2025, 10:00 in Monaco. */
export const ABSENCES_NOW = new Date('2025-11-20T09:00:00.000Z');

type Session = FamilyAbsencesDto['children'][number]['sessions'][number];

export const absenceSession = (session: Partial<Session> = {}): Session => ({
  id: 901,
  groupName: 'Avenirs 1',
  // Tuesday 25 November, 18:00–19:30 at the pool (Monaco, UTC+1).
  startsAt: '2025-11-25T17:00:00.000Z',
  endsAt: '2025-11-25T18:30:00.000Z',
  location: 'Stade nautique Rainier III',
  status: 'PLANNED',
  ...session,
});

export const absenceFixture = (absence: Partial<AbsenceDto> = {}): AbsenceDto => ({
  id: 71,
  memberId: 12,
  firstName: 'Hugo',
  fromDay: '2025-11-26',
  toDay: '2025-11-28',
  plannedSessionId: null,
  sessionStartsAt: null,
  reason: 'Voyage scolaire',
  createdAt: '2025-11-19T18:00:00.000Z',
  ...absence,
});

/** Léa with a session to report and a cancelled one; Hugo with a session his school trip already covers. */
export const familyAbsencesFixture = (dto: Partial<FamilyAbsencesDto> = {}): FamilyAbsencesDto => ({
  children: [
    {
      memberId: 11,
      firstName: 'Léa',
      lastName: 'Martin',
      sessions: [
        absenceSession(),
        absenceSession({ id: 902, startsAt: '2025-11-27T17:00:00.000Z', endsAt: '2025-11-27T18:30:00.000Z', status: 'CANCELLED' }),
      ],
    },
    {
      memberId: 12,
      firstName: 'Hugo',
      lastName: 'Martin',
      sessions: [
        absenceSession({ id: 903, groupName: 'Benjamins', startsAt: '2025-11-26T16:30:00.000Z', endsAt: '2025-11-26T18:00:00.000Z' }),
      ],
    },
  ],
  absences: [absenceFixture()],
  ...dto,
});

export const CALENDAR_URL = 'https://club.example.mc/api/calendar/feed/Kx81-family-feed-token.ics';
