import type { PendingUploadDto } from '@club/domain';
import { vi } from 'vitest';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';

export const pendingUpload = (id: number, extra: Partial<PendingUploadDto> = {}): PendingUploadDto => ({
  id,
  kind: 'medicalCertificate',
  contentType: 'image/jpeg',
  byteSize: 245_000,
  uploadedAt: '2026-09-14T16:05:00.000Z',
  uploadedBy: 'famille.martin@example.org',
  memberId: 40 + id,
  firstName: 'Léa',
  lastName: 'Martin',
  birthDate: '2015-03-08',
  subscriptionId: 300 + id,
  groupName: 'Benjamins',
  sectionName: 'Natation course',
  // A medical certificate under the club's default rule; other items have no health document.
  healthDocument: (extra.kind ?? 'medicalCertificate') === 'medicalCertificate' ? 'CERTIFICATE' : null,
  suggestedExpiresOn: (extra.kind ?? 'medicalCertificate') === 'medicalCertificate' ? '2027-09-19' : null,
  ...extra,
});

/** The oldest first, as the server sends them. */
export const CERTIFICATE = pendingUpload(1);
/** A minor's health-questionnaire attestation, under the rule that asks it instead of a certificate. */
export const QUESTIONNAIRE = pendingUpload(4, {
  uploadedAt: '2026-09-17T10:00:00.000Z',
  firstName: 'Inès',
  lastName: 'Roux',
  birthDate: '2014-06-02',
  healthDocument: 'QUESTIONNAIRE',
  suggestedExpiresOn: null,
});
export const PHOTO = pendingUpload(2, {
  kind: 'idPhoto',
  contentType: 'image/png',
  uploadedAt: '2026-09-15T07:30:00.000Z',
  uploadedBy: 'p.nguyen@example.org',
  firstName: 'Hugo',
  lastName: 'Nguyen',
  birthDate: '2012-11-30',
  groupName: null,
  sectionName: null,
});
export const LICENCE = pendingUpload(3, {
  kind: 'ffnLicense',
  contentType: 'application/pdf',
  uploadedAt: '2026-09-16T18:45:00.000Z',
  firstName: 'Zoé',
  lastName: 'Bernard',
});

/** The bytes of each upload's file, with the type the server stores. */
const FILE_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

/**
 * `mockApi` answers JSON; the review also reads files. `GET /document/{id}/file` answers bytes of
 * the upload's type (404 for an unknown id), every other call goes to the JSON routes.
 */
export const mockReviewApi = (routes: MockRoutes, uploads: readonly PendingUploadDto[] = [CERTIFICATE, PHOTO, LICENCE]) => {
  const server = mockApi(routes);
  const json = globalThis.fetch;
  /** Each file asked for: the upload's id and the bearer it came with. */
  const fileCalls: { uploadId: number; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const match = /^\/api\/document\/(\d+)\/file$/.exec(new URL(String(input), 'http://localhost').pathname);
    if (match === null) return json(input, init);
    const upload = uploads.find((candidate) => candidate.id === Number(match[1]));
    fileCalls.push({ uploadId: Number(match[1]), authorization: new Headers(init?.headers).get('Authorization') });
    if (upload === undefined) return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), { status: 404 });
    return new Response(FILE_BYTES, { status: 200, headers: { 'Content-Type': upload.contentType } });
  });
  return { ...server, fileCalls };
};

/** jsdom has no object URLs: each blob gets `blob:upload-N`, and revocations are recorded. */
export const stubObjectUrls = () => {
  const created: Blob[] = [];
  const revoked: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return `blob:upload-${created.length}`;
      },
      revokeObjectURL: (url: string) => {
        revoked.push(url);
      },
    }),
  );
  return { created, revoked };
};
