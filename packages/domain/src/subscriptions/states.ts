/**
 * Subscription states and how they move (docs/product.md#subscription-states):
 * created SCHEDULED (after a test or a renewal) with a link mailed to the family ·
 * the family submits the form → STARTED · staff tick the document checklist at the
 * counter: every required item → DONE, some missing → MISSING_DOC · staff may also set
 * any state by hand. The public form is fillable only while SCHEDULED.
 * CANCELLED: staff called off the season's subscription (the member, their attendance and other
 * seasons stay); its link answers that it was cancelled, and staff may restore the state it had.
 */
export const SUBSCRIPTION_STATES = ['SCHEDULED', 'STARTED', 'MISSING_DOC', 'DONE', 'CANCELLED'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const isSubscriptionState = (value: string): value is SubscriptionState =>
  (SUBSCRIPTION_STATES as readonly string[]).includes(value);

/** Labels for documents that leave the web app (the .xlsx export, PDFs). */
export const SUBSCRIPTION_STATE_LABELS: Record<'fr' | 'en', Record<SubscriptionState, string>> = {
  fr: { SCHEDULED: 'En attente', STARTED: 'Commencée', MISSING_DOC: 'Documents manquants', DONE: 'Terminée', CANCELLED: 'Annulée' },
  en: { SCHEDULED: 'Waiting', STARTED: 'Started', MISSING_DOC: 'Missing documents', DONE: 'Done', CANCELLED: 'Cancelled' },
};

/** Who caused a state change, kept in the history with the staff user when there is one. */
export const STATE_CHANGE_SOURCES = ['STAFF', 'FAMILY', 'RENEWAL', 'SYSTEM'] as const;
export type StateChangeSource = (typeof STATE_CHANGE_SOURCES)[number];

/**
 * The state after staff tick the checklist: all required items → DONE, some missing →
 * MISSING_DOC. Only called when a checklist item changed and the state was not set by hand.
 */
export const stateAfterChecklist = (requiredItems: readonly string[], ticked: ReadonlySet<string>): SubscriptionState =>
  requiredItems.every((item) => ticked.has(item)) ? 'DONE' : 'MISSING_DOC';
