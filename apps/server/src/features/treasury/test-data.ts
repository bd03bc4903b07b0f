/** Test data for the treasury tests. Not used by the product code. */
import { expect } from 'vitest';
import { buildGroup, buildMember } from '../../test/factories/index.js';
import type { StaffMember, TestApp } from '../../test/harness.js';
import { subscribe } from '../payments/test-data.js';

/** A group of a section at one price, for new members and renewals alike. */
export const group = (t: TestApp, name: string, sectionId: number | undefined, priceCents: number, ffnLicense = false) =>
  buildGroup(t.deps.db, { name, ...(sectionId === undefined ? {} : { sectionId }), priceCents, resubPriceCents: priceCents, ffnLicense });

/** A member of a family (or alone without guardian) subscribed to a season, in a state. */
export const child = async (
  t: TestApp,
  seasonId: number,
  values: { firstName: string; guardianId: number | null; groupId: number | null; birthDate?: string; state?: string; email?: string },
): Promise<number> => {
  const memberId = await buildMember(t.deps.db, {
    firstName: values.firstName,
    lastName: 'Durand',
    guardianId: values.guardianId,
    groupId: values.groupId,
    birthDate: values.birthDate ?? '2014-01-01',
    ...(values.email === undefined ? {} : { email: values.email, phoneNumber: '0600000000' }),
  });
  return subscribe(t, memberId, seasonId, values.groupId, values.state);
};

/** Dates a subscription as created (or sent) on another day. */
export const dateSubscription = (t: TestApp, subscriptionId: number, values: { created_at?: string; submitted_at?: string }) =>
  t.deps.db.updateTable('subscriptions').set(values).where('id', '=', subscriptionId).execute();

export const get = async <T>(t: TestApp, admin: StaffMember, url: string): Promise<T> => {
  const answer = await t.call({ method: 'GET', url, headers: admin.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
};
