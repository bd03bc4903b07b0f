import type { SubscriptionDetailDto, SubscriptionPageDto, SubscriptionRowDto } from '@club/domain';

/** A list row; override what the test is about. */
export const buildRow = (overrides: Partial<SubscriptionRowDto> = {}): SubscriptionRowDto => ({
  studentId: 5,
  subscriptionId: 50,
  lastName: 'Dupont',
  firstName: 'Léa',
  subscriptionState: 'STARTED',
  birthDate: '2012-05-04',
  groupName: 'Benjamins',
  subGroupName: 'Ligne 2',
  problem: false,
  ...overrides,
});

export const buildPage = (rows: SubscriptionRowDto[], overrides: Partial<SubscriptionPageDto> = {}): SubscriptionPageDto => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: 50,
  season: { id: 1, label: '2026-2027' },
  ...overrides,
});

/** A minor's subscription waiting at the counter, two of five documents ticked. */
export const buildDetail = (overrides: Partial<SubscriptionDetailDto> = {}): SubscriptionDetailDto => ({
  id: 50,
  studentId: 5,
  state: 'STARTED',
  restoreState: null,
  isNew: false,
  version: 3,
  season: { id: 1, label: '2026-2027' },
  groupId: 7,
  groupName: 'Benjamins',
  subGroupName: null,
  firstName: 'Léa',
  lastName: 'Dupont',
  gender: 'F',
  birthDate: '2014-01-02',
  birthPlace: 'Nice',
  nationality: 'FR',
  address: '12 rue Grimaldi',
  addressComp: null,
  zipCode: '98000',
  city: 'Monaco',
  country: 'MC',
  email: null,
  phoneNumber: null,
  shirtSize: { id: 2, label: '10 ans' },
  shortSize: { id: 2, label: '10 ans' },
  instagramHandle: null,
  school: 'Collège Charles III',
  schoolLevel: '6e',
  secondGuardianEmail: null,
  secondGuardianPhone: null,
  guardianId: 9,
  guardianFirstName: 'Jean',
  guardianLastName: 'Dupont',
  guardianEmail: 'jean.dupont@example.org',
  guardianPhoneNumber: '0612345678',
  guardianSecondaryEmail: null,
  guardianSecondaryPhoneNumber: null,
  submittedContact: null,
  problem: false,
  contactLabel: 'GUARDIAN',
  documents: {
    subscriptionForm: true,
    rules: true,
    idPhoto: false,
    asmPdf: false,
    medicalCertificate: false,
    payment: false,
    ffnLicense: false,
    codeOfConduct: false,
    guardianCodeOfConduct: false,
  },
  requiredDocuments: {
    checklist: ['subscriptionForm', 'rules', 'asmPdf', 'payment', 'guardianCodeOfConduct'],
    printable: ['subscriptionForm', 'rules', 'guardianCodeOfConduct', 'attestation'],
    mustAccept: { rules: true, codeOfConduct: false, guardianCodeOfConduct: true },
  },
  healthDocument: 'CERTIFICATE',
  certificateExpiresOn: null,
  payment: null,
  invoice: null,
  fees: { dueCents: 0, paidCents: 0, balanceCents: 0 },
  processDate: null,
  covidClause: false,
  privacy: null,
  acceptances: { rules: null, codeOfConduct: null, guardianCodeOfConduct: null },
  submittedAt: '2026-10-01T10:00:00.000Z',
  linkExpiresAt: '2027-08-31T23:59:59.000Z',
  history: [
    { fromState: null, toState: 'SCHEDULED', changedAt: '2026-09-01T08:00:00.000Z', source: 'RENEWAL', changedBy: null },
    { fromState: 'SCHEDULED', toState: 'STARTED', changedAt: '2026-10-01T10:00:00.000Z', source: 'FAMILY', changedBy: null },
  ],
  ...overrides,
});

const SIZES = [
  { id: 1, label: '8 ans' },
  { id: 2, label: '10 ans' },
];

/** The reference data every edit screen asks for. */
export const sizeRoutes = { 'GET /size/shirt': { body: SIZES }, 'GET /size/short': { body: SIZES } };
