import type { SubscriptionUpdate } from '@club/domain';
import type { Executor } from '../../../db/executor.js';

export const deleteMembers = async (db: Executor, memberIds: readonly number[]): Promise<number> => {
  if (memberIds.length === 0) return 0;
  const guardians = await db
    .selectFrom('members')
    .select('guardian_id')
    .where('id', 'in', [...memberIds])
    .where('guardian_id', 'is not', null)
    .execute();
  const result = await db
    .deleteFrom('members')
    .where('id', 'in', [...memberIds])
    .executeTakeFirst();
  // A guardian no other member needs goes too: nothing of the family is left (docs/product.md, "Privacy").
  const guardianIds = [...new Set(guardians.map((g) => g.guardian_id).filter((id): id is number => id !== null))];
  if (guardianIds.length > 0) {
    await db
      .deleteFrom('guardians')
      .where('id', 'in', guardianIds)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('members').select('members.id').whereRef('members.guardian_id', '=', 'guardians.id'))),
      )
      .execute();
  }
  return Number(result.numDeletedRows);
};

export const existingMemberIds = async (db: Executor, ids: readonly number[]): Promise<number[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('members')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => r.id);
};

/** A member's details as staff corrected them on the subscription screen. */
export const updateMemberDetails = (db: Executor, memberId: number, student: NonNullable<SubscriptionUpdate['student']>, at: string) =>
  db
    .updateTable('members')
    .set((eb) => ({
      first_name: student.firstName,
      last_name: student.lastName,
      gender: student.gender,
      birth_date: student.birthDate,
      birth_place: student.birthPlace,
      nationality: student.nationality,
      shirt_size_id: student.shirtSizeId,
      short_size_id: student.shortSizeId,
      instagram_handle: student.instagramHandle,
      school: student.school,
      school_level: student.schoolLevel,
      email: student.email,
      phone_number: student.phoneNumber,
      address: student.address,
      address_comp: student.addressComp,
      zip_code: student.zipCode,
      city: student.city,
      country: student.country,
      second_guardian_email: student.secondGuardianEmail,
      second_guardian_phone: student.secondGuardianPhone,
      updated_at: at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', memberId)
    .execute();

/**
 * The last valid day of the member's medical certificate, kept on the member since a certificate
 * outlives the season (docs/product.md#health-rules); null forgets it. Like the upload review's, it
 * leaves the member's version as it is: the family's details are not touched.
 */
export const setMemberCertificateExpiry = (db: Executor, memberId: number, expiresOn: string | null) =>
  db.updateTable('members').set({ certificate_expires_on: expiresOn }).where('id', '=', memberId).execute();

/** Sets the member's guardian, leaving the member's version as it is. */
export const setMemberGuardian = (db: Executor, memberId: number, guardianId: number) =>
  db.updateTable('members').set({ guardian_id: guardianId }).where('id', '=', memberId).execute();
