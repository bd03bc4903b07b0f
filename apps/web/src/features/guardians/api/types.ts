/** A guardian as the API answers it (SPEC §3 Guardian). */
export interface GuardianDto {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  secondaryEmail: string | null;
  secondaryPhoneNumber: string | null;
}

export interface GuardianPage {
  rows: GuardianDto[];
  total: number;
  page: number;
  pageSize: number;
}

/** The contact the family typed on the form: the guardian block and the second-contact block. */
export interface TypedContact {
  firstName: string | null;
  lastName: string | null;
  email: string;
  phoneNumber: string | null;
  secondaryEmail: string | null;
  secondaryPhoneNumber: string | null;
}

/** The part of a member's subscription the picker shows: who it is for, what the family typed. */
export interface StudentSummary {
  studentId: number;
  /** The subscription shown, whose typed contact "keep as typed" keeps. */
  subscriptionId: number;
  firstName: string;
  lastName: string;
  guardianId: number | null;
  problem: boolean;
  /** SPEC §2: an adult's guardian is their "Contact", a minor's their "Guardian". */
  contactLabel: 'CONTACT' | 'GUARDIAN';
  submittedContact: TypedContact | null;
}

/** The guardian picker's filters: substring, case-insensitive, on the server. */
export interface GuardianFilters {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}
