import type { SubscriptionForm } from '@club/domain';
import type { Executor } from '../../../db/executor.js';

/**
 * The family's submit takes the subscription from SCHEDULED to STARTED with what it sent;
 * false when it was no longer SCHEDULED (another submit of it won).
 */
export const markSubmitted = async (
  db: Executor,
  subscriptionId: number,
  submitted: {
    submissionHash: string;
    at: string;
    form: SubscriptionForm;
    privacyAcceptedBy: string;
    /** The labels of the text versions accepted (features/club/texts); null for a text not accepted. */
    accepted: { privacy: string; rules: string | null; codeOfConduct: string | null; guardianCodeOfConduct: string | null };
    guardianConflict: boolean;
  },
): Promise<boolean> => {
  const { form, at } = submitted;
  const result = await db
    .updateTable('subscriptions')
    .set((eb) => ({
      state: 'STARTED',
      submission_hash: submitted.submissionHash,
      submitted_at: at,
      covid_clause: form.covidClause ? 1 : 0,
      privacy_version: submitted.accepted.privacy,
      rules_version: submitted.accepted.rules,
      code_of_conduct_version: submitted.accepted.codeOfConduct,
      guardian_code_of_conduct_version: submitted.accepted.guardianCodeOfConduct,
      privacy_accepted_by: submitted.privacyAcceptedBy,
      privacy_accepted_at: at,
      guardian_first_name: form.guardianFname,
      guardian_last_name: form.guardianLname,
      guardian_email: form.guardianEmail,
      guardian_phone_number: form.guardianPhone,
      guardian_secondary_email: form.secondGuardianEmail,
      guardian_secondary_phone_number: form.secondGuardianPhone,
      guardian_conflict: submitted.guardianConflict ? 1 : 0,
      updated_at: at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', subscriptionId)
    .where('state', '=', 'SCHEDULED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** A second contact of the member: e-mail and phone, either may be missing. */
export interface SecondContact {
  email: string | null;
  phone: string | null;
}

/**
 * The member as the family's form left them, linked to the guardian the submit resolved, with
 * the second contact the submit kept (the typed one, unless it is another family's).
 */
export const applyFormToMember = (
  db: Executor,
  memberId: number,
  submitted: {
    form: SubscriptionForm;
    instagramHandle: string | null;
    guardianId: number | null;
    secondContact: SecondContact;
    language: string;
    at: string;
  },
) => {
  const { form } = submitted;
  return db
    .updateTable('members')
    .set((eb) => ({
      first_name: form.fname,
      last_name: form.lname,
      gender: form.gender,
      birth_date: form.birthDate,
      birth_place: form.birthPlace,
      nationality: form.nationality,
      instagram_handle: submitted.instagramHandle,
      address: form.address,
      address_comp: form.addressComp,
      zip_code: form.zipCode,
      city: form.city,
      country: form.country,
      shirt_size_id: form.shirtSizeId,
      short_size_id: form.shortSizeId,
      second_guardian_email: submitted.secondContact.email,
      second_guardian_phone: submitted.secondContact.phone,
      guardian_id: submitted.guardianId,
      language: submitted.language,
      updated_at: submitted.at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', memberId)
    .execute();
};
