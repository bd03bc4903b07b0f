import type { GuardianDto, GuardianPageDto, SubscriptionDetailDto } from '@club/domain';

export const buildGuardian = (overrides: Partial<GuardianDto> = {}): GuardianDto => ({
  id: 11,
  firstName: 'Marie',
  lastName: 'Durand',
  email: 'marie.durand@example.org',
  phoneNumber: '0611223344',
  secondaryEmail: null,
  secondaryPhoneNumber: null,
  ...overrides,
});

export const buildGuardianPage = (rows: GuardianDto[], overrides: Partial<GuardianPageDto> = {}): GuardianPageDto => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: 50,
  ...overrides,
});

/** GET /subscription/student/{id}, as much of it as the picker reads. */
export const studentDetail = {
  id: 9,
  studentId: 5,
  firstName: 'Léa',
  lastName: 'Dupont',
  guardianId: null,
  problem: true,
  contactLabel: 'GUARDIAN',
  submittedContact: {
    firstName: 'Maria',
    lastName: 'Durant',
    email: 'marie.durand@example.org',
    phoneNumber: '0611223344',
    secondaryEmail: 'papa.durant@example.org',
    secondaryPhoneNumber: null,
  },
} satisfies Partial<SubscriptionDetailDto>;
