import { isPaymentMethod } from '@club/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/types.js';
import { readHealthRules } from '../club/health-rules/repository.js';
import { healthDocumentOf } from '../club/health-rules/service.js';
import { acceptancesOf } from '../club/texts/acceptances.js';
import type { InvoicesService } from '../invoices/service.js';
import { feesSummaryOf } from '../payments/accounts.js';
import { documentFlags, documentsOf, needsGuardian } from './context.js';
import type { SubscriptionContext } from './repositories/context.js';
import { stateBeforeCancellation, stateHistory } from './repositories/state.js';

export interface DetailDeps {
  db: Kysely<DB>;
  invoices: Pick<InvoicesService, 'issuedFor'>;
}

/**
 * What the member gives for the `medicalCertificate` item under the club's rule, minor or not on
 * the season's reference day (docs/product.md#health-rules).
 */
export const healthDocumentOfRow = async (db: Executor, row: SubscriptionContext, today: Date, birthDate = row.m_birth_date) =>
  healthDocumentOf(
    (await readHealthRules(db)).healthDocument,
    { birthDate, seasonStart: row.season_start, seasonEnd: row.season_end },
    today,
  );

/**
 * The edit screen's data (the `subscriptionDetailDto` contract,
 * docs/product.md#screen-subscription-edit): the member, the contact on file and the one the
 * family typed, the checklist, the payment, invoice and fees, the texts accepted and the history.
 */
export const subscriptionDetailOf = async (deps: DetailDeps, row: SubscriptionContext, today: Date) => {
  const history = await stateHistory(deps.db, row.id);
  const cancelled = row.state === 'CANCELLED';
  const restoreState = cancelled ? await stateBeforeCancellation(deps.db, row.id) : null;
  const linked = row.m_guardian_id !== null;
  const minor = needsGuardian(row, today);
  const accepted = await acceptancesOf(deps.db, row);
  const invoice = await deps.invoices.issuedFor(row.id);
  const healthDocument = await healthDocumentOfRow(deps.db, row, today);
  // docs/product.md#fees-and-payments: the charge as the family stands now (two queries).
  const fees = await feesSummaryOf(deps.db, row.id);
  return {
    id: row.id,
    studentId: row.member_id,
    state: row.state,
    /** The state a cancelled subscription had before, which "restore" gives back. */
    restoreState,
    isNew: row.is_new === 1,
    version: row.version,
    season: { id: row.season_id, label: row.season_label },
    groupId: row.group_id,
    groupName: row.group_name,
    subGroupName: row.sub_group_name,
    firstName: row.m_first_name,
    lastName: row.m_last_name,
    gender: row.m_gender,
    birthDate: row.m_birth_date,
    birthPlace: row.m_birth_place,
    nationality: row.m_nationality,
    address: row.m_address,
    addressComp: row.m_address_comp,
    zipCode: row.m_zip_code,
    city: row.m_city,
    country: row.m_country,
    email: row.m_email,
    phoneNumber: row.m_phone_number,
    shirtSize: row.m_shirt_size_id === null ? null : { id: row.m_shirt_size_id, label: row.shirt_label ?? '' },
    shortSize: row.m_short_size_id === null ? null : { id: row.m_short_size_id, label: row.short_label ?? '' },
    instagramHandle: row.m_instagram_handle,
    school: row.m_school,
    schoolLevel: row.m_school_level,
    secondGuardianEmail: row.m_second_guardian_email,
    secondGuardianPhone: row.m_second_guardian_phone,
    guardianId: row.m_guardian_id,
    guardianFirstName: linked ? row.gu_first_name : row.guardian_first_name,
    guardianLastName: linked ? row.gu_last_name : row.guardian_last_name,
    guardianEmail: linked ? row.gu_email : row.guardian_email,
    guardianPhoneNumber: linked ? row.gu_phone_number : row.guardian_phone_number,
    guardianSecondaryEmail: linked ? row.gu_secondary_email : row.guardian_secondary_email,
    guardianSecondaryPhoneNumber: linked ? row.gu_secondary_phone_number : row.guardian_secondary_phone_number,
    /** What the family typed (guardian and second contact), to compare with the contacts on file. */
    submittedContact:
      row.guardian_email === null
        ? null
        : {
            firstName: row.guardian_first_name,
            lastName: row.guardian_last_name,
            email: row.guardian_email,
            phoneNumber: row.guardian_phone_number,
            secondaryEmail: row.guardian_secondary_email,
            secondaryPhoneNumber: row.guardian_secondary_phone_number,
          },
    problem: !cancelled && (row.guardian_conflict === 1 || (!linked && row.state !== 'SCHEDULED' && minor)),
    /** docs/product.md#screen-subscription-edit: an adult's contact is their own "Contact", a minor's the "Guardian". */
    contactLabel: minor ? ('GUARDIAN' as const) : ('CONTACT' as const),
    documents: documentFlags(row),
    requiredDocuments: documentsOf(row, today),
    /** docs/product.md#health-rules: what the `medicalCertificate` item stands for, and the certificate's last valid day. */
    healthDocument,
    certificateExpiresOn: row.m_certificate_expires_on,
    payment:
      row.payment === 1 && row.paid_on !== null
        ? { method: isPaymentMethod(row.payment_method) ? row.payment_method : null, paidOn: row.paid_on }
        : null,
    invoice,
    fees,
    processDate: row.process_date,
    covidClause: row.covid_clause === 1,
    privacy: accepted.privacy,
    acceptances: accepted.texts,
    submittedAt: row.submitted_at,
    linkExpiresAt: row.token_expires_at,
    history: history.map((h) => ({
      fromState: h.from_state,
      toState: h.to_state,
      changedAt: h.changed_at,
      source: h.source,
      changedBy: h.changed_by === null ? null : { id: h.changed_by, firstName: h.first_name ?? '', lastName: h.last_name ?? '' },
    })),
  };
};
