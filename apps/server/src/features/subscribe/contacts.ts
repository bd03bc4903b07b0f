import type { SubscriptionForm } from '@club/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Language } from '../../lib/language.js';
import { sameNames } from '../guardians/names.js';
import { insertGuardianWithContact, updateGuardianContact, type GuardianContact } from '../guardians/repository.js';
import type { SubscriptionContext } from '../subscriptions/repositories/context.js';
import { contactsOfOtherFamilies, type TypedContacts } from './repositories/family-contacts.js';
import type { SecondContact } from './repositories/submit.js';

/** The guardian a submit leaves linked, with its addresses the confirmation goes to. */
export interface LinkedGuardian {
  guardianId: number | null;
  email: string | null;
  secondaryEmail: string | null;
}

/**
 * What a submit does with the contacts the family typed: the guardian linked, the member's
 * second contact, and whether staff must settle it (the "problem").
 */
export interface SettledContacts {
  guardian: LinkedGuardian;
  secondContact: SecondContact;
  conflict: boolean;
}

/** The e-mails (without case) and phones typed on the form, to look up among other families'. */
const typedContactsOf = (form: SubscriptionForm): TypedContacts => ({
  emails: [form.guardianEmail, form.secondGuardianEmail].filter((v): v is string => v !== null && v !== '').map((v) => v.toLowerCase()),
  phones: [form.guardianPhone, form.secondGuardianPhone].filter((v): v is string => v !== null && v !== ''),
});

/** Whether an e-mail or phone typed in one block of the form is another family's. */
const isElsewhere = (elsewhere: ReadonlySet<string>, email: string | null, phone: string | null): boolean =>
  (email !== null && elsewhere.has(email.toLowerCase())) || (phone !== null && elsewhere.has(phone));

/** The guardian the member already has, left as it is. */
const keptGuardian = (row: SubscriptionContext): LinkedGuardian => ({
  guardianId: row.m_guardian_id,
  email: row.gu_email,
  secondaryEmail: row.gu_secondary_email,
});

const typedGuardianContact = (form: SubscriptionForm): GuardianContact => ({
  firstName: form.guardianFname,
  lastName: form.guardianLname,
  email: form.guardianEmail,
  phoneNumber: form.guardianPhone,
});

/** The member's own guardian brought up to date when the names are its own, else a new guardian. */
const ownGuardian = async (
  trx: Transaction<DB>,
  row: SubscriptionContext,
  form: SubscriptionForm,
  language: Language,
  now: string,
): Promise<LinkedGuardian> => {
  const contact = typedGuardianContact(form);
  const typedNames = { first: contact.firstName, last: contact.lastName };
  if (row.m_guardian_id !== null && sameNames(typedNames, { first: row.gu_first_name ?? '', last: row.gu_last_name ?? '' })) {
    await updateGuardianContact(trx, row.m_guardian_id, contact, language);
    return { guardianId: row.m_guardian_id, email: contact.email, secondaryEmail: row.gu_secondary_email };
  }
  const guardianId = await insertGuardianWithContact(trx, contact, language, now);
  return { guardianId, email: contact.email, secondaryEmail: null };
};

/**
 * The contacts the family typed (hardening: a link reaches its own family only). A contact
 * typed in either block of the form that is on file for another family (see
 * `contactsOfOtherFamilies`) is kept on the subscription alone (`markSubmitted`), never linked,
 * written into or mailed, and staff settle it in the guardian picker. Otherwise:
 * - the guardian block updates the member's own guardian when the names are its own, else
 *   makes a new guardian: a link may change only the guardian already attached to its member;
 * - the second-contact block becomes the member's second contact.
 */
export const settleContacts = async (
  trx: Transaction<DB>,
  row: SubscriptionContext,
  form: SubscriptionForm,
  language: Language,
  now: string,
): Promise<SettledContacts> => {
  const elsewhere = await contactsOfOtherFamilies(trx, { memberId: row.member_id, guardianId: row.m_guardian_id }, typedContactsOf(form));
  const guardianElsewhere = isElsewhere(elsewhere, form.guardianEmail, form.guardianPhone);
  const secondElsewhere = isElsewhere(elsewhere, form.secondGuardianEmail, form.secondGuardianPhone);
  return {
    guardian: guardianElsewhere ? keptGuardian(row) : await ownGuardian(trx, row, form, language, now),
    secondContact: secondElsewhere
      ? { email: row.m_second_guardian_email, phone: row.m_second_guardian_phone }
      : { email: form.secondGuardianEmail, phone: form.secondGuardianPhone },
    conflict: guardianElsewhere || secondElsewhere,
  };
};
