import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember, currentSeasonId } from '../../test/factories/index.js';
import type { StaffMember, TestApp } from '../../test/harness.js';
import { paid, pay, subscribe } from '../payments/test-data.js';
import { pdfToText } from '../subscriptions/test-data.js';
import { createDataFolderApp, findInDataFolder, findInTables, onPostgres } from './data-folder-app.js';
import { ERASED_MEMBER_NAME } from './repository.js';
import { RetentionJob } from './retention.js';

/** Strings found nowhere else in the club (ASCII: the file scan reads raw bytes), per family. */
const identityOf = (tag: string) => ({
  firstName: `Wendelgarde${tag}`,
  lastName: `Tschirnhaus${tag}`,
  address: `impasse Brokenwald${tag}`,
  city: `Zwiebelheim${tag}`,
});

/**
 * docs/product.md#fees-and-payments and #privacy: a member erased or anonymised leaves the
 * club's books balanced and their receipts printable, with neither their name nor their address
 * in any table (both databases) nor, on SQLite, in any file of the data folder.
 */
describe('payments of an erased or anonymised member', () => {
  let dataDir: string;
  let t: TestApp;
  let admin: StaffMember;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'club-erasure-payments-'));
    t = await createDataFolderApp(dataDir);
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  /**
   * A child (of their own surname and address) and a sibling sharing their guardian, paid for
   * together (the child's allocation first: the payer's address is the child's) and the child
   * alone; the child's receipt downloaded and payment attestation issued.
   */
  const paidFamily = async (tag: string) => {
    const { db } = t.deps;
    const seasonId = await currentSeasonId(db);
    const identity = identityOf(tag);
    const group = await buildGroup(db, { priceCents: 40_000, resubPriceCents: 40_000 });
    const guardian = await buildGuardian(db, { email: `parent.${tag.toLowerCase()}@example.org` });
    const child = await buildMember(db, { ...identity, zipCode: '98000', groupId: group, guardianId: guardian, birthDate: '2013-05-17' });
    const sibling = await buildMember(db, {
      firstName: `Soeur${tag}`,
      lastName: 'Durand',
      address: '1 rue Commune',
      city: 'Monaco',
      groupId: group,
      guardianId: guardian,
    });
    const childSubscription = await subscribe(t, child, seasonId, group);
    const siblingSubscription = await subscribe(t, sibling, seasonId, group);
    const shared = await paid(
      await pay(t, admin, [
        { subscriptionId: childSubscription, amountCents: 15_000 },
        { subscriptionId: siblingSubscription, amountCents: 12_000 },
      ]),
    );
    const alone = await paid(await pay(t, admin, [{ subscriptionId: childSubscription, amountCents: 5_000 }], { method: 'CASH' }));
    const receipt = await t.call({ method: 'GET', url: `/api/payment/${alone.id}/receipt`, headers: admin.headers });
    expect(receipt.statusCode).toBe(200);
    const attestation = await t.call({
      method: 'GET',
      url: `/api/subscription/${childSubscription}/payment-attestation`,
      headers: admin.headers,
    });
    expect(attestation.statusCode, attestation.body).toBe(200);
    return { identity, child, sibling, childSubscription, siblingSubscription, shared, alone, seasonId };
  };

  const totalsOf = async (seasonId: number) => {
    const payments = await t.deps.db
      .selectFrom('payments')
      .select(['id', 'amount_cents', 'receipt_reference'])
      .where('season_id', '=', seasonId)
      .execute();
    return {
      count: payments.length,
      cents: payments.reduce((sum, payment) => sum + Number(payment.amount_cents), 0),
      receipts: payments.map((payment) => payment.receipt_reference).sort(),
    };
  };

  const receiptText = async (paymentId: number): Promise<string> => {
    const answer = await t.call({ method: 'GET', url: `/api/payment/${paymentId}/receipt`, headers: admin.headers });
    expect(answer.statusCode).toBe(200);
    return pdfToText(answer.rawPayload).replace(/\s+/g, ' ');
  };

  const allocationNames = (paymentId: number) =>
    t.deps.db
      .selectFrom('payment_allocations')
      .select(['subscription_id', 'member_name'])
      .where('payment_id', '=', paymentId)
      .orderBy('id')
      .execute();

  it('on erasure, keeps the amounts and receipts and drops the child’s name and address everywhere', async () => {
    const family = await paidFamily('Era');
    const needles = Object.values(family.identity);
    const before = await totalsOf(family.seasonId);
    // The scans find them before the erasure: they are able to fail.
    expect((await findInTables(t.deps.db, needles)).length).toBeGreaterThan(needles.length);
    if (!onPostgres) expect((await findInDataFolder(dataDir, needles)).length).toBeGreaterThan(0);

    const erased = await t.call({
      method: 'POST',
      url: `/api/privacy/member/${family.child}/erase`,
      headers: admin.headers,
      payload: { lastName: family.identity.lastName },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    // The guardian stays: the sibling still has them.
    expect(erased.json()).toMatchObject({ subscriptions: 1, guardians: 0 });

    expect(await findInTables(t.deps.db, needles), 'rows naming the child').toEqual([]);
    if (!onPostgres) expect(await findInDataFolder(dataDir, needles), 'data-folder files naming the child').toEqual([]);
    expect(await totalsOf(family.seasonId)).toEqual(before);
    expect(await allocationNames(family.shared.id)).toEqual([
      { subscription_id: null, member_name: ERASED_MEMBER_NAME },
      { subscription_id: family.siblingSubscription, member_name: `SoeurEra Durand` },
    ]);
    const payers = await t.deps.db
      .selectFrom('payments')
      .select(['id', 'payer_name', 'payer_address', 'receipt_reference', 'method', 'paid_on'])
      .where('id', 'in', [family.shared.id, family.alone.id])
      .orderBy('id')
      .execute();
    // The shared payment keeps its payer, the guardian still on file, not the child's address; the child's own loses both.
    expect(payers[0]).toMatchObject({ payer_address: '', receipt_reference: family.shared.receiptReference, method: 'CHEQUE' });
    expect(payers[0]!.payer_name).not.toBe(ERASED_MEMBER_NAME);
    expect(payers[1]).toMatchObject({
      payer_name: ERASED_MEMBER_NAME,
      payer_address: '',
      receipt_reference: family.alone.receiptReference,
      method: 'CASH',
      paid_on: '2026-11-20',
    });
    // The attestation went with the subscription.
    expect(
      await t.deps.db.selectFrom('payment_attestations').select('id').where('subscription_id', '=', family.childSubscription).execute(),
    ).toEqual([]);

    const shared = await receiptText(family.shared.id);
    expect(shared).toContain(family.shared.receiptReference!);
    expect(shared).toContain(ERASED_MEMBER_NAME);
    expect(shared).toContain('SoeurEra Durand');
    expect(shared).toContain('Total reçu 270,00 €');
    expect(await receiptText(family.alone.id)).toContain(family.alone.receiptReference!);
  });

  it('on anonymisation, keeps the amounts, receipts and attestation numbers and drops the child’s name and address', async () => {
    const family = await paidFamily('Ano');
    const needles = Object.values(family.identity);
    const before = await totalsOf(family.seasonId);
    const attestation = await t.deps.db
      .selectFrom('payment_attestations')
      .select(['reference', 'paid_cents'])
      .where('subscription_id', '=', family.childSubscription)
      .executeTakeFirstOrThrow();
    expect((await findInTables(t.deps.db, needles)).length).toBeGreaterThan(needles.length);

    await t.deps.db.updateTable('members').set({ left_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', family.child).execute();
    const job = new RetentionJob({
      db: t.deps.db,
      dialect: t.deps.dialect,
      clock: t.clock,
      log: pino({ level: 'silent' }),
      dataDir,
      retentionMonths: 24,
    });
    expect(await job.runOnce()).toBe(1);

    expect(await findInTables(t.deps.db, needles), 'rows naming the child').toEqual([]);
    if (!onPostgres) expect(await findInDataFolder(dataDir, needles), 'data-folder files naming the child').toEqual([]);
    expect(await totalsOf(family.seasonId)).toEqual(before);
    expect(await allocationNames(family.shared.id)).toEqual([
      { subscription_id: family.childSubscription, member_name: ERASED_MEMBER_NAME },
      { subscription_id: family.siblingSubscription, member_name: 'SoeurAno Durand' },
    ]);
    // The attestation stays with the subscription, its number and amount kept, the birth day cut to the year.
    expect(
      await t.deps.db
        .selectFrom('payment_attestations')
        .select(['reference', 'paid_cents', 'member_name', 'payer_name', 'payer_address', 'member_birth_date'])
        .where('subscription_id', '=', family.childSubscription)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      ...attestation,
      member_name: ERASED_MEMBER_NAME,
      payer_name: ERASED_MEMBER_NAME,
      payer_address: '',
      member_birth_date: '2013-01-01',
    });
    const shared = await receiptText(family.shared.id);
    expect(shared).toContain(ERASED_MEMBER_NAME);
    expect(shared).toContain('SoeurAno Durand');
    expect(await receiptText(family.alone.id)).toContain(family.alone.receiptReference!);
  });
});
