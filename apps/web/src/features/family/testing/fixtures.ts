import type { AcknowledgementDto, FamilyHomeDto, FamilyMemberDto, FamilySessionDto } from '@club/domain';
import type { ReadableText } from '@club/domain/club';

/** A token as a mailed link carries it. */
export const LINK_TOKEN = 'Zq3v9KpL-family-link-token-of-43-characters';

export const memberFixture = (member: Partial<FamilyMemberDto> = {}): FamilyMemberDto => ({
  id: 11,
  firstName: 'Léa',
  lastName: 'Martin',
  certificateExpiresOn: null,
  subscription: {
    id: 31,
    state: 'MISSING_DOC',
    season: '2025-2026',
    missing: ['medicalCertificate', 'payment'],
    toSign: [],
    acknowledgements: [],
    uploads: [],
    correction: null,
    healthDocument: 'CERTIFICATE',
  },
  ...member,
});

export const homeFixture = (home: Partial<FamilyHomeDto> = {}): FamilyHomeDto => ({
  email: 'claire.martin@example.fr',
  members: [
    memberFixture(),
    memberFixture({
      id: 12,
      firstName: 'Hugo',
      subscription: {
        id: 32,
        state: 'DONE',
        season: '2025-2026',
        missing: [],
        toSign: [],
        acknowledgements: [],
        uploads: [],
        correction: null,
        healthDocument: 'CERTIFICATE',
      },
    }),
    memberFixture({ id: 13, firstName: 'Noé', subscription: null }),
  ],
  ...home,
});

export const sessionFixture = (session: Partial<FamilySessionDto> = {}): FamilySessionDto => ({
  id: 1,
  createdAt: '2025-09-14T08:30:00.000Z',
  lastSeenAt: '2025-09-20T17:05:00.000Z',
  expiresAt: '2025-10-14T08:30:00.000Z',
  device: 'Safari · iPhone',
  current: true,
  ...session,
});

export const acknowledgementFixture = (acknowledgement: Partial<AcknowledgementDto> = {}): AcknowledgementDto => ({
  id: 71,
  key: 'privacy',
  version: '2',
  signedName: 'Claire Martin',
  signedAt: '2025-09-15T21:30:00.000Z',
  ...acknowledgement,
});

/** A club text in force as GET /family/texts/:key answers it, parsed in one language. */
export const readableTextFixture = (text: Partial<ReadableText> = {}): ReadableText => ({
  key: 'rules',
  versionLabel: '3',
  title: 'Règlement intérieur 2025',
  blocks: [
    { type: 'heading', level: 2, inlines: [{ text: 'Article 1' }] },
    { type: 'paragraph', inlines: [{ text: 'Le bonnet est ' }, { text: 'obligatoire', strong: true }, { text: ' dans le bassin.' }] },
  ],
  ...text,
});

export const notSignedIn = { status: 401, body: { code: 'UNAUTHORIZED', message: 'No family session' } };
export const linkSpent = { status: 410, body: { code: 'FAMILY_LINK_INVALID', message: 'This link has expired or was already used' } };
