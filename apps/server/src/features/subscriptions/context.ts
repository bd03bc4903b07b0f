import {
  ageOn,
  formLayoutFor,
  isMinor,
  isMinorInSeason,
  latestAdultBirthDate,
  requiredDocuments,
  seasonReferenceDate,
  type RequiredDocuments,
} from '@club/domain';
import type { SubscriptionContext } from './repositories/context.js';

/** The documents of a subscription as they stand (the member's age on `today`). */
export const documentsOf = (row: SubscriptionContext, today: Date, birthDate = row.m_birth_date): RequiredDocuments =>
  requiredDocuments({
    isNew: row.is_new === 1,
    isMinor: isMinor(birthDate, today),
    type: row.type_code === null ? null : { code: row.type_code, addsSchedule: row.type_adds_schedule === 1 },
    // A subscription without a group gets the strictest rules.
    group: { sportsCodeOfConduct: (row.group_sports_code_of_conduct ?? 1) === 1, ffnLicense: row.group_ffn_license === 1 },
  });

export const layoutOf = (row: SubscriptionContext, today: Date) => ({
  ...formLayoutFor(row.m_birth_date, today),
  isMinor: isMinor(row.m_birth_date, today),
  age: ageOn(row.m_birth_date, today),
});

/** The fee of the subscription: the group's price for a new member, its renewal price otherwise. */
export const priceCentsOf = (row: SubscriptionContext): number | null => {
  if (row.group_price_cents === null || row.group_resub_price_cents === null) return null;
  return row.is_new === 1 ? row.group_price_cents : row.group_resub_price_cents;
};

/** The checklist flags of a row, by item. */
export const documentFlags = (row: SubscriptionContext) => ({
  subscriptionForm: row.subscription_form === 1,
  rules: row.rules === 1,
  idPhoto: row.id_photo === 1,
  asmPdf: row.asm_pdf === 1,
  medicalCertificate: row.medical_certificate === 1,
  payment: row.payment === 1,
  ffnLicense: row.ffn_license === 1,
  codeOfConduct: row.code_of_conduct === 1,
  guardianCodeOfConduct: row.guardian_code_of_conduct === 1,
});

export const FLAG_COLUMNS = {
  subscriptionForm: 'subscription_form',
  rules: 'rules',
  idPhoto: 'id_photo',
  asmPdf: 'asm_pdf',
  medicalCertificate: 'medical_certificate',
  payment: 'payment',
  ffnLicense: 'ffn_license',
  codeOfConduct: 'code_of_conduct',
  guardianCodeOfConduct: 'guardian_code_of_conduct',
} as const;

/** The last birth date of an adult on a season's reference day (the problem flag's age limit). */
export const adultsBornByIn = (season: { start_date: string; end_date: string }, today: Date): string =>
  latestAdultBirthDate(seasonReferenceDate({ startDate: season.start_date, endDate: season.end_date }, today));

/** A minor on the season's reference day needs a guardian; an adult is their own contact. */
export const needsGuardian = (row: SubscriptionContext, today: Date): boolean =>
  isMinorInSeason(row.m_birth_date, { startDate: row.season_start, endDate: row.season_end }, today);
