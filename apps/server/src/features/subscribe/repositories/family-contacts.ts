import type { Executor } from '../../../db/executor.js';

/** E-mails (lower-cased) and phones (as stored: no spaces or dots) a family typed. */
export interface TypedContacts {
  emails: readonly string[];
  phones: readonly string[];
}

/** The family of a member: the member, its guardian and the other members of that guardian. */
export interface Family {
  memberId: number;
  guardianId: number | null;
}

/** Guardians other than the family's own holding one of the typed contacts, in any of their four. */
const otherGuardiansHolding = (db: Executor, family: Family, emails: string[], phones: string[]) => {
  let query = db
    .selectFrom('guardians')
    .select(['email_key', 'secondary_email_key', 'phone_number', 'secondary_phone_number'])
    .where((eb) =>
      eb.or([
        ...(emails.length === 0 ? [] : [eb('email_key', 'in', emails), eb('secondary_email_key', 'in', emails)]),
        ...(phones.length === 0 ? [] : [eb('phone_number', 'in', phones), eb('secondary_phone_number', 'in', phones)]),
      ]),
    );
  if (family.guardianId !== null) query = query.where('id', '<>', family.guardianId);
  return query.execute();
};

/** Members outside the family whose second contact is one of the typed contacts. */
const otherMembersHolding = (db: Executor, family: Family, emails: string[], phones: string[]) => {
  let query = db
    .selectFrom('members')
    .select(['second_guardian_email_key', 'second_guardian_phone'])
    .where((eb) =>
      eb.or([
        ...(emails.length === 0 ? [] : [eb('second_guardian_email_key', 'in', emails)]),
        ...(phones.length === 0 ? [] : [eb('second_guardian_phone', 'in', phones)]),
      ]),
    )
    .where('id', '<>', family.memberId);
  // A sibling sharing the guardian is the same family.
  const { guardianId } = family;
  if (guardianId !== null) query = query.where((eb) => eb.or([eb('guardian_id', 'is', null), eb('guardian_id', '<>', guardianId)]));
  return query.execute();
};

/**
 * Which of the typed e-mails and phones are on file for another family: as the e-mail, phone,
 * secondary e-mail or phone of a guardian other than the family's own, or as the second contact
 * of a member outside the family. Every column compared is indexed (migrations 002, 005, 008).
 */
export const contactsOfOtherFamilies = async (db: Executor, family: Family, typed: TypedContacts): Promise<Set<string>> => {
  const emails = [...typed.emails];
  const phones = [...typed.phones];
  if (emails.length === 0 && phones.length === 0) return new Set();
  const guardians = await otherGuardiansHolding(db, family, emails, phones);
  const members = await otherMembersHolding(db, family, emails, phones);
  const onFile = new Set<string | null>([
    ...guardians.flatMap((g) => [g.email_key, g.secondary_email_key, g.phone_number, g.secondary_phone_number]),
    ...members.flatMap((m) => [m.second_guardian_email_key, m.second_guardian_phone]),
  ]);
  return new Set([...emails, ...phones].filter((contact) => onFile.has(contact)));
};
