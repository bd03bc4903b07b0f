import type { TryoutCardDto, TryoutParticipantDto } from '@club/domain';
import type { Place } from '@club/domain/club';

export const TYPES = [
  { id: 1, label: 'Natation loisir' },
  { id: 9, label: 'Natation compétition' },
];

export const GROUP_OPTIONS = [
  { id: 12, name: 'Benjamins', sectionId: 2, sectionName: 'Natation sportive' },
  { id: 13, name: 'Minimes', sectionId: 2, sectionName: 'Natation sportive' },
  { id: 20, name: 'Éveil', sectionId: 3, sectionName: 'École de natation' },
];

/** The club's places: the default one is not the first, so a form shows it took the default, not the first. */
export const PLACES: Place[] = [
  { id: 2, name: 'Piscine Rainier III', address: null, isDefault: false, sortOrder: 0, version: 1 },
  { id: 1, name: 'Stade Louis II', address: '13 avenue des Castelans', isDefault: true, sortOrder: 1, version: 2 },
];

export const buildTryout = (overrides: Partial<TryoutCardDto> = {}): TryoutCardDto => ({
  id: 7,
  scheduledDateTime: '2099-09-15T08:30:00.000Z',
  scheduledDate: '15/09/2099',
  scheduledTime: '10:30',
  capacity: 10,
  assigned: 1,
  remaining: 9,
  minBirthYear: 2012,
  maxBirthYear: 2016,
  typeId: 9,
  typeLabel: 'Natation compétition',
  type: { id: 9, label: 'Natation compétition' },
  location: 'Stade Louis II',
  completed: false,
  groups: [
    { id: 12, name: 'Benjamins' },
    { id: 13, name: 'Minimes' },
  ],
  version: 3,
  ...overrides,
});

export const buildStudent = (
  id: number,
  firstName: string,
  lastName: string,
  overrides: Partial<TryoutParticipantDto> = {},
): TryoutParticipantDto => ({
  id,
  firstName,
  lastName,
  birthDate: '2014-06-21',
  email: `${firstName.toLowerCase()}@example.org`,
  phoneNumber: '0612345678',
  assignedAt: '2099-09-01T10:00:00.000Z',
  resultGroupId: null,
  failed: false,
  ...overrides,
});
