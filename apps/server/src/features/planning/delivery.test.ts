import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailSender } from '../../mail/sender.js';
import type { MailMessage, MailTransport } from '../../mail/transport.js';
import { buildGroup, buildGuardian, buildMember, buildSubscription } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { createSlots, plannedRows } from './test-data.js';

const FAMILIES = 60;

/**
 * How long a group of 60 families waits for the news of a cancelled session
 * (docs/product.md#cancellations): from the cancel call to the last family mail handed over by
 * the real sender, with a transport that keeps the messages instead of speaking SMTP.
 */
describe('cancellation mails reach a whole group', () => {
  let t: TestApp;
  let admin: StaffMember;
  let group: number;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.deps;
    admin = await t.staff(['ADMIN']);
    group = await buildGroup(db, { name: 'Poussins' });
    await createSlots(t, admin, group, [{ weekday: 3, start: '17:30', end: '18:30', location: 'Stade Louis II' }]);
    for (let i = 0; i < FAMILIES; i += 1) {
      const guardianId = await buildGuardian(db, { email: `famille${i}@example.org`, language: i % 4 === 0 ? 'en' : null });
      await buildSubscription(db, await buildMember(db, { firstName: `Enfant${i}`, guardianId, groupId: group }), { groupId: group });
    }
  });
  afterAll(() => t.close());

  it(`delivers the ${FAMILIES} family mails within a minute of the cancellation`, async () => {
    const sent: MailMessage[] = [];
    const transport: MailTransport = { send: async (message) => void sent.push(message), close: () => undefined };
    const sender = new MailSender({
      db: t.deps.db,
      dialect: t.deps.dialect,
      clock: t.clock,
      transport,
      from: 'Club <club@example.org>',
      club: t.deps.club,
      log: pino({ level: 'silent' }),
      linkSeal: t.deps.outbox.linkSeal,
    });
    const session = (await plannedRows(t.deps.db, group))[0]!;

    const started = performance.now();
    const response = await t.call({
      method: 'POST',
      url: '/api/planning/cancel',
      headers: admin.headers,
      payload: { target: { kind: 'SESSION', plannedSessionId: session.id }, reason: 'Bassin fermé' },
    });
    expect(response.json()).toEqual({ sessions: 1, mails: FAMILIES });
    while ((await sender.runOnce()) > 0);
    const elapsed = performance.now() - started;

    const families = sent.filter((mail) => mail.to[0]!.startsWith('famille'));
    expect(families).toHaveLength(FAMILIES);
    // Each family's mail carries its own absence link, opened at send time.
    expect(new Set(families.map((mail) => /absence\?token=(\S+)/.exec(mail.text)?.[1])).size).toBe(FAMILIES);
    console.info(`${FAMILIES} families: cancel call to the last family mail sent in ${Math.round(elapsed)} ms (${t.deps.dialect})`);
    expect(elapsed).toBeLessThan(60_000);
  });
});
