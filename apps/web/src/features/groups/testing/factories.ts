import type { GroupDetailsDto, GroupListItemDto, GroupStudentDto, SectionDto } from '@club/domain';

/** Test data shaped as the API answers it; only what a test cares about is given. */
export const buildGroup = (overrides: Partial<GroupListItemDto> = {}): GroupListItemDto => {
  const id = overrides.id ?? 10;
  const section = overrides.Section ?? { id: overrides.sectionId ?? 2, name: 'Natation sportive' };
  return {
    id,
    name: `Groupe ${id}`,
    price: 250,
    reSubPrice: 220,
    sectionId: section.id,
    Section: section,
    typeId: 9,
    type: { id: 9, code: 'NATATION_COMPETITION', label: 'Natation compétition' },
    packId: 1,
    pack: { id: 1, label: 'Annuel' },
    ffnLicense: true,
    shouldReceiveSubMail: true,
    sportsCodeOfConduct: true,
    emailList: 'coachs@example.org',
    coaches: [{ id: 7, firstName: 'Théo', lastName: 'Girard' }],
    coachId: 7,
    studentCount: 2,
    systemRole: null,
    protected: false,
    version: 1,
    ...overrides,
  };
};

export const buildStudent = (overrides: Partial<GroupStudentDto> = {}): GroupStudentDto => ({
  id: 100,
  firstName: 'Léa',
  lastName: 'Martin',
  birthDate: '2012-04-03',
  gender: 'F',
  subGroupId: null,
  subGroupName: null,
  nextYearGroupId: null,
  contactInfo: { email: null, phoneNumber: null },
  guardian: { id: 5, firstName: 'Claire', lastName: 'Martin', email: 'claire.martin@example.org', phoneNumber: '0611223344' },
  ...overrides,
});

export const buildGroupDetails = (overrides: Partial<GroupDetailsDto> = {}): GroupDetailsDto => ({
  ...buildGroup(overrides),
  students: [],
  nextGroups: [],
  subGroups: [],
  ...overrides,
});

export const buildSection = (overrides: Partial<SectionDto> = {}): SectionDto => ({
  id: 2,
  name: 'Natation sportive',
  managerId: 8,
  Coach: { id: 8, firstName: 'Margaux', lastName: 'Bernard' },
  groups: [],
  protected: false,
  version: 1,
  ...overrides,
});

export const COACHES = [
  { id: 7, firstName: 'Théo', lastName: 'Girard', login: 'tgirard', roles: [{ id: 2, name: 'COACH' as const }] },
  { id: 8, firstName: 'Margaux', lastName: 'Bernard', login: 'mbernard', roles: [{ id: 2, name: 'COACH' as const }] },
];
