/**
 * Which documents a subscription needs (docs/product.md#required-documents): one pure function
 * used by the public form (what to accept, what to download), the staff checklist and the PDFs.
 *
 * The former rules' group and type numbers are attributes in the data:
 * "group 6" is a group with `sportsCodeOfConduct` false, "type 1" a type with
 * `addsSchedule`, and "types 6 and 10" the type codes SYNCHRO_COMPETITION and OFFICIALS.
 */

/** Items staff tick at the counter; each is a flag of the subscription. */
export const CHECKLIST_ITEMS = [
  'subscriptionForm',
  'rules',
  'idPhoto',
  'asmPdf',
  'medicalCertificate',
  'payment',
  'ffnLicense',
  'codeOfConduct',
  'guardianCodeOfConduct',
] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/** PDFs the club generates for the family to print (or, for the attestation, to keep). */
export const PRINTABLE_DOCUMENTS = [
  'subscriptionForm',
  'rules',
  'asmPdf',
  'codeOfConduct',
  'guardianCodeOfConduct',
  'schedule',
  'attestation',
] as const;
export type PrintableDocument = (typeof PRINTABLE_DOCUMENTS)[number];

/** Blank documents anyone may read before subscribing; the association's general form (asmPdf) too. */
export const GENERIC_DOCUMENTS = ['rules', 'asmPdf', 'codeOfConduct', 'guardianCodeOfConduct'] as const;
export type GenericDocument = (typeof GENERIC_DOCUMENTS)[number];

export const DOCUMENT_KEYS = [...CHECKLIST_ITEMS, 'schedule', 'attestation'] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

export const isPrintableDocument = (value: string): value is PrintableDocument =>
  (PRINTABLE_DOCUMENTS as readonly string[]).includes(value);
export const isGenericDocument = (value: string): value is GenericDocument => (GENERIC_DOCUMENTS as readonly string[]).includes(value);

/** Type codes (docs/product.md#data) that change the documents. */
export const COMPETITIVE_TYPE_CODES = ['NATATION_COMPETITION', 'PLONGEON_COMPETITION', 'SYNCHRO_COMPETITION', 'WATER-POLO'] as const;
/** Formerly type 10: judges and timekeepers, who do not swim. */
export const OFFICIALS_TYPE_CODE = 'OFFICIALS';
/** Formerly type 6: competitive artistic swimming, entered in federation competitions. */
export const SYNCHRO_COMPETITION_TYPE_CODE = 'SYNCHRO_COMPETITION';

export interface DocumentsInput {
  /** A first subscription (true) or a renewal (false). */
  isNew: boolean;
  /** Below 18 on the day (docs/product.md#constants). */
  isMinor: boolean;
  /** The type of the subscription's group; null when the group has none. */
  type: { code: string; addsSchedule: boolean } | null;
  group: { sportsCodeOfConduct: boolean; ffnLicense: boolean };
}

export interface RequiredDocuments {
  /** Checklist items that must be ticked before the subscription is DONE. */
  checklist: ChecklistItem[];
  /** PDFs offered for download, in print order. */
  printable: PrintableDocument[];
  /** What the family must open and accept on the public form (docs/product.md#family-form: renewals only). */
  mustAccept: { rules: boolean; codeOfConduct: boolean; guardianCodeOfConduct: boolean };
}

/**
 * The club's rules:
 * - subscription form, rules, general form of the association (asmPdf): every member, every season,
 *   each printed from a PDF the club generates;
 * - ID photo: new members only, the photo on file is kept for renewals; officials need none;
 * - medical certificate: every new member, and every season for competitive types
 *   (federation rule for competition licences); never for officials, who do not swim;
 * - payment: everyone but officials, who are volunteers;
 * - FFN licence: groups flagged `ffnLicense`, and always for competitive artistic swimming
 *   and officials (both hold a federation licence);
 * - swimmer's code of conduct: unless the group has `sportsCodeOfConduct` off (formerly group 6),
 *   and never for officials;
 * - parents' code of conduct: minors only;
 * - schedule: only for types that add one (formerly type 1); it is printed, not ticked;
 * - attestation: always offered (the PDF answers only once the payment is recorded).
 * On the public form, renewals must accept the rules, the swimmer's code of conduct when it
 * applies, and the parents' one for minors (docs/product.md#family-form).
 */
export const requiredDocuments = (input: DocumentsInput): RequiredDocuments => {
  const code = input.type?.code ?? null;
  const official = code === OFFICIALS_TYPE_CODE;
  const competitive = code !== null && (COMPETITIVE_TYPE_CODES as readonly string[]).includes(code);
  const needs: Record<ChecklistItem, boolean> = {
    subscriptionForm: true,
    rules: true,
    idPhoto: input.isNew && !official,
    asmPdf: true,
    medicalCertificate: !official && (input.isNew || competitive),
    payment: !official,
    ffnLicense: input.group.ffnLicense || code === SYNCHRO_COMPETITION_TYPE_CODE || official,
    codeOfConduct: input.group.sportsCodeOfConduct && !official,
    guardianCodeOfConduct: input.isMinor,
  };
  const checklist = CHECKLIST_ITEMS.filter((item) => needs[item]);
  const printable = PRINTABLE_DOCUMENTS.filter((document) => {
    switch (document) {
      case 'asmPdf':
        return needs.asmPdf;
      case 'codeOfConduct':
        return needs.codeOfConduct;
      case 'guardianCodeOfConduct':
        return needs.guardianCodeOfConduct;
      case 'schedule':
        return input.type?.addsSchedule === true;
      default:
        return true;
    }
  });
  return {
    checklist,
    printable,
    mustAccept: {
      rules: !input.isNew,
      codeOfConduct: !input.isNew && needs.codeOfConduct,
      guardianCodeOfConduct: !input.isNew && input.isMinor,
    },
  };
};

/**
 * What the family still has to bring to the counter: the required items staff have not ticked.
 * A DONE subscription waits for nothing, even when staff closed it by hand with boxes unticked.
 */
export const documentsToBring = (
  checklist: readonly ChecklistItem[],
  ticked: Readonly<Record<ChecklistItem, boolean>>,
  state: string,
): ChecklistItem[] => (state === 'DONE' ? [] : checklist.filter((item) => !ticked[item]));
