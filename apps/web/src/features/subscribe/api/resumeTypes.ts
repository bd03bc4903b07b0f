import type { ChecklistItem, PrintableDocument } from '@club/domain';
import type { FormPrivacy } from '@club/domain/club';

export interface SizeOption {
  id: number;
  label: string;
}

/** The pre-filled form: the fields of docs/product.md "The family's form", as the club has them. */
export interface ResumeForm {
  id: number;
  subscriptionId: number;
  fname: string;
  lname: string;
  gender: string;
  birthDate: string;
  birthPlace: string;
  nationality: string;
  guardianFname: string;
  guardianLname: string;
  guardianEmail: string;
  guardianPhone: string;
  instagramHandle: string;
  secondGuardianEmail: string;
  secondGuardianPhone: string;
  address: string;
  addressComp: string;
  city: string;
  zipCode: string;
  country: string;
  shirtSizeId: number | null;
  shortSizeId: number | null;
}

/** GET /api/subscription/resume?token=: what the club already knows and what the form needs (docs/product.md, "The family's form"). */
export interface ResumeResponse {
  id: number;
  isNew: boolean;
  groupTypeId: number | null;
  ffnLicense: boolean;
  subscription: { id: number; state: string; birthDate: string };
  /** Only a SCHEDULED subscription may be filled in (docs/product.md, "Subscription states"). */
  fillable: boolean;
  season: { label: string; endDate: string };
  group: {
    id: number;
    name: string;
    typeCode: string | null;
    addsSchedule: boolean;
    sportsCodeOfConduct: boolean;
    priceCents: number | null;
  } | null;
  form: ResumeForm;
  isMinor: boolean;
  contactLabel: 'CONTACT' | 'GUARDIAN';
  showInstagram: boolean;
  documents: {
    checklist: ChecklistItem[];
    /** The checklist items staff have not ticked yet: what is still to bring to the counter. */
    toBring: ChecklistItem[];
    printable: PrintableDocument[];
    mustAccept: { rules: boolean; codeOfConduct: boolean; guardianCodeOfConduct: boolean };
  };
  /** The privacy notice in force (docs/product.md, "Legal texts"): the label its acceptance stores, and its text in both languages. */
  privacy: FormPrivacy;
  sizes: { shirt: SizeOption[]; short: SizeOption[] };
}
