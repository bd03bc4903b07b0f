import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, buildSubscription } from '../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../test/harness.js';
import { createTryout } from '../features/tryouts/test-data.js';
import { newClientKey } from '../features/sessions/test-data.js';
import { ACCESS_MATRIX } from './access-matrix.js';
import { sealFile } from '../features/uploads/storage/cipher.js';
import { UploadsKey } from '../features/uploads/storage/key.js';

/** One week of November 2026 in milliseconds, as the session list and the rates send it. */
const PERIOD = `startDate=${Date.parse('2026-11-01T00:00:00.000Z')}&endDate=${Date.parse('2026-11-07T23:59:59.999Z')}`;

describe('staff answers are never kept by a browser or a proxy (Cache-Control: no-store)', () => {
  let t: TestApp;
  let admin: StaffMember;
  /** Every staff GET route with a URL that reaches real records (so the answers hold personal data). */
  let urls: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    const coach = await t.staff(['COACH']);
    const { db } = t.deps;
    const group = await buildGroup(db, { coaches: [coach.id] });
    const member = await buildMember(db, { groupId: group, email: 'famille@example.com' });
    const subscription = await buildSubscription(db, member, { groupId: group });
    const signature = await db
      .insertInto('acknowledgements')
      .values({
        subscription_id: subscription,
        member_id: member,
        text_key: 'rules',
        version: 'draft',
        signed_name: 'Claire Martin',
        signed_at: '2026-11-02T10:00:00.000Z',
        email_key: 'famille@example.com',
        ip_address: '192.0.2.1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const upload = await db
      .insertInto('uploads')
      .values({
        subscription_id: subscription,
        member_id: member,
        kind: 'idPhoto',
        status: 'PENDING',
        content_type: 'application/pdf',
        byte_size: 8,
        uploaded_at: '2026-11-02T10:00:00.000Z',
        uploaded_by: 'famille@example.com',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sealed = sealFile(new UploadsKey(t.deps.config), upload.id, Buffer.from('%PDF-1.4'));
    await db
      .insertInto('upload_contents')
      .values({ upload_id: upload.id, nonce: sealed.nonce, ciphertext: sealed.ciphertext, key_version: sealed.keyVersion })
      .execute();
    const testId = await createTryout(t, admin.headers);
    const session = await t.call({
      method: 'POST',
      url: '/api/session/',
      headers: admin.headers,
      payload: {
        session: {
          groupId: group,
          subGroupId: 0,
          date: '2026-11-03T17:00:00.000Z',
          clientKey: newClientKey(),
          students: [{ id: member, isAbsent: false, isLate: false }],
        },
      },
    });
    expect(session.statusCode).toBe(200);
    const sessionId = (await db.selectFrom('training_sessions').select('id').executeTakeFirstOrThrow()).id;
    const section = (await db.selectFrom('groups').select('section_id').where('id', '=', group).executeTakeFirstOrThrow()).section_id;
    const published = await t.call({
      method: 'PUT',
      url: '/api/club/texts/rules',
      headers: admin.headers,
      payload: { fr: '# Règlement', en: '# Rules' },
    });
    expect(published.statusCode).toBe(200);
    const payment = await t.call({
      method: 'POST',
      url: '/api/payment/',
      headers: admin.headers,
      payload: { allocations: [{ subscriptionId: subscription, amountCents: 1_000 }], method: 'CASH', paidOn: '2026-11-20' },
    });
    expect(payment.statusCode).toBe(201);
    const paymentId = payment.json<{ id: number }>().id;

    urls = {
      'GET /api/coach/': '/api/coach/',
      'GET /api/coach/role': '/api/coach/role?role=COACH',
      'GET /api/coach/:id/groups': `/api/coach/${coach.id}/groups`,
      'GET /api/role/': '/api/role/',
      'GET /api/type/': '/api/type/',
      'GET /api/pack/': '/api/pack/',
      'GET /api/size/shirt': '/api/size/shirt',
      'GET /api/size/short': '/api/size/short',
      'GET /api/subscription/': '/api/subscription/',
      'GET /api/subscription/student/:id': `/api/subscription/student/${member}`,
      'GET /api/subscription/:id/acknowledgements': `/api/subscription/${subscription}/acknowledgements`,
      'GET /api/subscription/:id/corrections': `/api/subscription/${subscription}/corrections`,
      'GET /api/subscription/:id/ledger': `/api/subscription/${subscription}/ledger`,
      'GET /api/payment/:id': `/api/payment/${paymentId}`,
      'GET /api/payment/:id/receipt': `/api/payment/${paymentId}/receipt`,
      'GET /api/subscription/:id/payment-attestation': `/api/subscription/${subscription}/payment-attestation`,
      'GET /api/treasury/summary': '/api/treasury/summary',
      'GET /api/treasury/overdue': '/api/treasury/overdue',
      'GET /api/treasury/cash-book': '/api/treasury/cash-book?from=2026-11-01&to=2026-11-30',
      'GET /api/treasury/cash-book/export': '/api/treasury/cash-book/export?from=2026-11-01&to=2026-11-30',
      'GET /api/treasury/deposit-slip': '/api/treasury/deposit-slip?on=2026-11-20',
      'GET /api/treasury/deposit-slip/pdf': '/api/treasury/deposit-slip/pdf?on=2026-11-20',
      'GET /api/acknowledgement/:id/pdf': `/api/acknowledgement/${signature.id}/pdf`,
      'GET /api/document/pending': '/api/document/pending',
      'GET /api/document/:id/file': `/api/document/${upload.id}/file`,
      'GET /api/student/export': '/api/student/export',
      'GET /api/guardian/': '/api/guardian/',
      'GET /api/season/': '/api/season/',
      'GET /api/section/': '/api/section/',
      'GET /api/section/:id': `/api/section/${section}`,
      'GET /api/group/': '/api/group/',
      'GET /api/group/summary': '/api/group/summary',
      'GET /api/group/section/:id': `/api/group/section/${section}`,
      'GET /api/group/:id': `/api/group/${group}`,
      'GET /api/group/:id/next': `/api/group/${group}/next`,
      'GET /api/group/:id/recipients': `/api/group/${group}/recipients`,
      'GET /api/group/:id/subgroup/': `/api/group/${group}/subgroup/`,
      'GET /api/group/:id/subgroup/overview': `/api/group/${group}/subgroup/overview`,
      'GET /api/audit': '/api/audit',
      'GET /api/club/places': '/api/club/places',
      'GET /api/club/texts': '/api/club/texts',
      'GET /api/club/texts/:key': '/api/club/texts/rules',
      'GET /api/club/texts/:key/versions': '/api/club/texts/rules/versions',
      'GET /api/club/texts/:key/versions/:version': '/api/club/texts/rules/versions/1',
      'GET /api/club/health-rules': '/api/club/health-rules',
      'GET /api/club/fees': '/api/club/fees',
      'GET /api/mail/outbox': '/api/mail/outbox',
      'GET /api/mail/sender': '/api/mail/sender',
      'GET /api/health/status': '/api/health/status',
      'GET /api/privacy/member/:id': `/api/privacy/member/${member}`,
      'GET /api/privacy/member/:id/export': `/api/privacy/member/${member}/export`,
      'GET /api/student/session': `/api/student/session?groupId=${group}`,
      'GET /api/session': `/api/session?${PERIOD}`,
      'GET /api/session/:id': `/api/session/${sessionId}`,
      'GET /api/session/rates': `/api/session/rates?groupId=${group}&${PERIOD}`,
      'GET /api/session/rates/export': `/api/session/rates/export?groupId=${group}&${PERIOD}`,
      'GET /api/timeslot': `/api/timeslot?groupId=${group}`,
      'GET /api/timeslot/next': `/api/timeslot/next?groupId=${group}`,
      'GET /api/planning': `/api/planning?fromDay=2026-11-01&toDay=2026-11-30&groupId=${group}`,
      'GET /api/planning/locations': '/api/planning/locations',
      'GET /api/planning/closures': '/api/planning/closures',
      'GET /api/test/': '/api/test/',
      'GET /api/test/birthYear': '/api/test/birthYear?birthYear=2014',
      'GET /api/test/groups': '/api/test/groups',
      'GET /api/test/:id': `/api/test/${testId}`,
      'GET /api/test/:id/group': `/api/test/${testId}/group`,
      'GET /api/test/:id/groups': `/api/test/${testId}/groups`,
      'GET /api/test/:id/mail': `/api/test/${testId}/mail`,
      'GET /api/student/unassigned': `/api/student/unassigned?id=${testId}`,
      'GET /api/student/test/:id': `/api/student/test/${testId}`,
      'GET /api/calendar/group/:id/link': `/api/calendar/group/${group}/link`,
      'GET /api/calendar/coach/link': '/api/calendar/coach/link',
    };
  });
  afterAll(() => t.close());

  it('has a URL for every staff GET route of the server', () => {
    const staffGets = t.app.routeList
      .filter((route) => route.method === 'GET')
      .map((route) => `${route.method} ${route.url}`)
      // Family routes are called with the family's cookie: features/family/sessions.test.ts checks theirs.
      .filter((key) => ACCESS_MATRIX[key] !== undefined && ACCESS_MATRIX[key] !== 'public' && ACCESS_MATRIX[key] !== 'family');
    expect(Object.keys(urls).sort()).toEqual(staffGets.sort());
  });

  it('answers every staff GET with no-store, the first time and when the server gives a kept answer again', async () => {
    const failures: string[] = [];
    for (const [route, url] of Object.entries(urls)) {
      // The second call of a cached list is answered from the server's response cache.
      for (const attempt of ['first', 'again']) {
        const response = await t.call({ method: 'GET', url, headers: admin.headers });
        const cacheControl = String(response.headers['cache-control'] ?? '(none)');
        if (response.statusCode !== 200 || !cacheControl.includes('no-store')) {
          failures.push(`${route} (${attempt}) → ${response.statusCode}, cache-control: ${cacheControl}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers no-store on a refusal of a staff route too', async () => {
    const response = await t.call({ method: 'GET', url: '/api/group/987654', headers: admin.headers });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toContain('no-store');
  });
});
