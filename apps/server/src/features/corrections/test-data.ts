/**
 * Test support, not used by the product: a family whose form is sent, signed in to its space, and
 * the corrections it sends.
 */
import { buildLinkedSubscription, type LinkedSubscription, type LinkedSubscriptionValues } from '../../test/factories/index.js';
import type { TestApp } from '../../test/harness.js';
import { signInFamily, type SignedInFamily } from '../family/test-data.js';
import { validForm } from '../subscriptions/test-data.js';

export interface FamilyWithForm extends LinkedSubscription {
  /** The guardian's address the form gave, and the family space's session on it. */
  email: string;
  family: SignedInFamily;
}

/** A subscription whose form the family sent through the link (state STARTED), and the family signed in at the guardian's address. */
export const familyWithSentForm = async (
  t: TestApp,
  values: LinkedSubscriptionValues = {},
  form: Record<string, unknown> = {},
): Promise<FamilyWithForm> => {
  const s = await buildLinkedSubscription(t.deps.db, values);
  const payload = validForm(s, form);
  const sent = await t.call({ method: 'POST', url: '/api/subscription/', payload });
  if (sent.statusCode !== 200) throw new Error(`form refused: ${sent.body}`);
  const email = String(payload.guardianEmail);
  return { ...s, email, family: await signInFamily(t, email) };
};

export const sendCorrection = (t: TestApp, family: { headers: { cookie: string } }, memberId: number, payload: unknown) =>
  t.call({ method: 'POST', url: `/api/family/members/${memberId}/corrections`, headers: family.headers, payload: payload as object });

export const setState = (t: TestApp, subscriptionId: number, state: string) =>
  t.deps.db.updateTable('subscriptions').set({ state }).where('id', '=', subscriptionId).execute();
