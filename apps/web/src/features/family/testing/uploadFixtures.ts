import type { FamilyHomeDto, FamilySubscriptionDto, FamilyUploadDto } from '@club/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockRoutes } from '@/testing/fetchMock';
import { homeFixture, memberFixture, sessionFixture } from './fixtures';

export const MB = 1024 * 1024;

export const uploadFixture = (upload: Partial<FamilyUploadDto> = {}): FamilyUploadDto => ({
  id: 51,
  kind: 'medicalCertificate',
  status: 'PENDING',
  uploadedAt: '2025-09-20T08:00:00.000Z',
  rejectionReason: null,
  expiresOn: null,
  ...upload,
});

/** The home with Léa's card only: her subscription with these changes. */
export const homeWith = (subscription: Partial<FamilySubscriptionDto> = {}): FamilyHomeDto => {
  const lea = memberFixture();
  return homeFixture({ members: [{ ...lea, subscription: { ...lea.subscription!, ...subscription } }] });
};

/** The home lists the certificate missing until a file is received, then waiting for the club's check. */
export const uploadRoutes = (routes: MockRoutes = {}): MockRoutes => ({
  'GET /family/': (_call, index) => ({ body: index === 0 ? homeWith() : homeWith({ uploads: [uploadFixture()] }) }),
  'GET /family/sessions': { body: { sessions: [sessionFixture()] } },
  ...routes,
});

/** A file as the browser describes it: its name, the type guessed from the name, its size. */
export const fileOf = (name: string, type: string, size = 2048): File => {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
export const certificate = () => fileOf('certificat.pdf', 'application/pdf', 1024);

/** Léa's card once the home shows, and a user to act on it. */
export const openHome = async (options: Parameters<typeof userEvent.setup>[0] = {}) => {
  const card = await screen.findByRole('region', { name: 'Léa Martin' }, { timeout: 15_000 });
  return { card: within(card), user: userEvent.setup(options) };
};
