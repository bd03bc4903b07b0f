import type { ChecklistItem, PaymentMethod, PrintableDocument, StateChangeSource, SubscriptionState } from '@club/domain';
import type { TextAcceptance, TextAcceptances } from '@club/domain/club';

/** GET /subscription/: one row of the staff list (SPEC §3 "Subscription list row"). */
export interface SubscriptionRow {
  studentId: number;
  subscriptionId: number;
  lastName: string;
  firstName: string;
  subscriptionState: SubscriptionState;
  /** YYYY-MM-DD */
  birthDate: string;
  groupName: string | null;
  subGroupName: string | null;
  /** The guardian must be chosen by staff (guardian picker). */
  problem: boolean;
}

export interface SeasonRef {
  id: number;
  label: string;
}

export interface SubscriptionPage {
  rows: SubscriptionRow[];
  total: number;
  page: number;
  pageSize: number;
  season: SeasonRef;
}

export interface SizeOption {
  id: number;
  label: string;
}

export interface StateChange {
  fromState: SubscriptionState | null;
  toState: SubscriptionState;
  changedAt: string;
  source: StateChangeSource;
  changedBy: { id: number; firstName: string; lastName: string } | null;
}

/** GET /subscription/student/{id}: everything the edit screen shows (SPEC §3 "Subscription"). */
export interface SubscriptionDetail {
  /** The subscription's id (documents, attestation). */
  id: number;
  studentId: number;
  state: SubscriptionState;
  /** While CANCELLED: the state it had before, which "restore" gives back. */
  restoreState: SubscriptionState | null;
  isNew: boolean;
  /** Sent back on save: a newer one on the server answers 409. */
  version: number;
  season: SeasonRef;
  groupId: number | null;
  groupName: string | null;
  subGroupName: string | null;
  firstName: string;
  lastName: string;
  gender: string;
  birthDate: string;
  birthPlace: string | null;
  nationality: string | null;
  address: string | null;
  addressComp: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  email: string | null;
  phoneNumber: string | null;
  shirtSize: SizeOption | null;
  shortSize: SizeOption | null;
  instagramHandle: string | null;
  school: string | null;
  schoolLevel: string | null;
  secondGuardianEmail: string | null;
  secondGuardianPhone: string | null;
  guardianId: number | null;
  guardianFirstName: string | null;
  guardianLastName: string | null;
  guardianEmail: string | null;
  guardianPhoneNumber: string | null;
  guardianSecondaryEmail: string | null;
  guardianSecondaryPhoneNumber: string | null;
  /** The contact the family typed on the form (guardian and second contact), to compare with those on file. */
  submittedContact: {
    firstName: string | null;
    lastName: string | null;
    email: string;
    phoneNumber: string | null;
    secondaryEmail: string | null;
    secondaryPhoneNumber: string | null;
  } | null;
  problem: boolean;
  documents: Record<ChecklistItem, boolean>;
  requiredDocuments: {
    checklist: ChecklistItem[];
    printable: PrintableDocument[];
    mustAccept: { rules: boolean; codeOfConduct: boolean; guardianCodeOfConduct: boolean };
  };
  /** How and on which day (`YYYY-MM-DD`) the family paid, as recorded with the payment's tick. */
  payment: { method: PaymentMethod | null; paidOn: string } | null;
  /** The invoice, once the first attestation of the paid subscription issued it. */
  invoice: { reference: string; issuedAt: string } | null;
  processDate: string | null;
  covidClause: boolean;
  /** The privacy notice's version accepted on the form, by whom and when (docs/product.md, "Legal texts"). */
  privacy: TextAcceptance | null;
  /** The rules and codes of conduct a renewal accepted with it; null for those it did not have to. */
  acceptances: TextAcceptances;
  submittedAt: string | null;
  linkExpiresAt: string | null;
  history: StateChange[];
}

/** GET /season/: only what the list's season choice needs. */
export interface SeasonChoice {
  id: number;
  label: string;
  isCurrent: boolean;
}

/** The list's page and filters (docs/product.md, "Subscription list"). */
export interface SubscriptionListParams {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The season's id; the current season when absent. */
  season?: number | undefined;
  lastName?: string | undefined;
  firstName?: string | undefined;
  groupName?: string | undefined;
  state?: SubscriptionState | undefined;
  /** Only the subscriptions whose guardian must be chosen. */
  problem?: boolean | undefined;
}

/** What the list shows, whatever the page: its season and filters (the export sends the same). */
export type SubscriptionSelection = Omit<SubscriptionListParams, 'page' | 'pageSize'>;
