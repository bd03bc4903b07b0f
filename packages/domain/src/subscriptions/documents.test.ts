import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_ITEMS,
  documentsToBring,
  GENERIC_DOCUMENTS,
  PRINTABLE_DOCUMENTS,
  requiredDocuments,
  type ChecklistItem,
  type DocumentsInput,
} from './documents.js';

/** The ten type codes (docs/product.md#required-documents), plus a group without a type. */
const TYPE_CODES = [
  'NATATION_LOISIR',
  'ADULTE',
  'WATER-POLO',
  'PLONGEON_COMPETITION',
  'PLONGEON_LOISIR',
  'SYNCHRO_COMPETITION',
  'SYNCHRO_LOISIR',
  'AUTRES',
  'NATATION_COMPETITION',
  'OFFICIALS',
  null,
] as const;
const COMPETITIVE = new Set(['WATER-POLO', 'PLONGEON_COMPETITION', 'SYNCHRO_COMPETITION', 'NATATION_COMPETITION']);
const bools = [false, true] as const;

const combinations: DocumentsInput[] = [];
for (const isNew of bools)
  for (const isMinor of bools)
    for (const code of TYPE_CODES)
      for (const addsSchedule of bools)
        for (const sportsCodeOfConduct of bools)
          for (const ffnLicense of bools)
            combinations.push({
              isNew,
              isMinor,
              type: code === null ? (addsSchedule ? null : null) : { code, addsSchedule },
              group: { sportsCodeOfConduct, ffnLicense },
            });

/** The club rules of documents.ts, written again independently, item by item. */
const expectedChecklist = (input: DocumentsInput): string[] => {
  const code = input.type?.code ?? null;
  const official = code === 'OFFICIALS';
  const items: string[] = ['subscriptionForm', 'rules'];
  if (input.isNew && !official) items.push('idPhoto');
  items.push('asmPdf');
  if (!official && (input.isNew || (code !== null && COMPETITIVE.has(code)))) items.push('medicalCertificate');
  if (!official) items.push('payment');
  if (input.group.ffnLicense || code === 'SYNCHRO_COMPETITION' || official) items.push('ffnLicense');
  if (input.group.sportsCodeOfConduct && !official) items.push('codeOfConduct');
  if (input.isMinor) items.push('guardianCodeOfConduct');
  return items;
};

describe('requiredDocuments', () => {
  it(`covers every combination (${combinations.length})`, () => {
    expect(combinations.length).toBe(2 * 2 * 11 * 2 * 2 * 2);
    for (const input of combinations) {
      const result = requiredDocuments(input);
      const code = input.type?.code ?? null;
      const official = code === 'OFFICIALS';
      const codeOfConduct = input.group.sportsCodeOfConduct && !official;
      expect(result.checklist, JSON.stringify(input)).toEqual(expectedChecklist(input));
      const printable = ['subscriptionForm', 'rules', 'asmPdf'];
      if (codeOfConduct) printable.push('codeOfConduct');
      if (input.isMinor) printable.push('guardianCodeOfConduct');
      if (input.type?.addsSchedule === true) printable.push('schedule');
      printable.push('attestation');
      expect(result.printable, JSON.stringify(input)).toEqual(printable);
      expect(result.mustAccept, JSON.stringify(input)).toEqual({
        rules: !input.isNew,
        codeOfConduct: !input.isNew && codeOfConduct,
        guardianCodeOfConduct: !input.isNew && input.isMinor,
      });
      // Only known keys, in their canonical order.
      expect(result.checklist.every((item) => (CHECKLIST_ITEMS as readonly string[]).includes(item))).toBe(true);
      expect([...result.printable].sort((a, b) => PRINTABLE_DOCUMENTS.indexOf(a) - PRINTABLE_DOCUMENTS.indexOf(b))).toEqual(
        result.printable,
      );
    }
  });

  const base: DocumentsInput = {
    isNew: true,
    isMinor: true,
    type: { code: 'NATATION_LOISIR', addsSchedule: true },
    group: { sportsCodeOfConduct: true, ffnLicense: false },
  };

  it('asks a new minor in a leisure group with a schedule for everything but the FFN licence', () => {
    expect(requiredDocuments(base)).toEqual({
      checklist: [
        'subscriptionForm',
        'rules',
        'idPhoto',
        'asmPdf',
        'medicalCertificate',
        'payment',
        'codeOfConduct',
        'guardianCodeOfConduct',
      ],
      printable: ['subscriptionForm', 'rules', 'asmPdf', 'codeOfConduct', 'guardianCodeOfConduct', 'schedule', 'attestation'],
      mustAccept: { rules: false, codeOfConduct: false, guardianCodeOfConduct: false },
    });
  });

  it('needs no ID photo nor medical certificate for a leisure renewal, and makes the family accept the rules', () => {
    const result = requiredDocuments({ ...base, isNew: false, isMinor: false });
    expect(result.checklist).not.toContain('idPhoto');
    expect(result.checklist).not.toContain('medicalCertificate');
    expect(result.checklist).not.toContain('guardianCodeOfConduct');
    expect(result.mustAccept).toEqual({ rules: true, codeOfConduct: true, guardianCodeOfConduct: false });
  });

  it('keeps the medical certificate every season for competitive types', () => {
    const result = requiredDocuments({ ...base, isNew: false, type: { code: 'NATATION_COMPETITION', addsSchedule: false } });
    expect(result.checklist).toContain('medicalCertificate');
    expect(result.printable).not.toContain('schedule');
  });

  it('hides the swimmer code of conduct in groups without it (SPEC group 6)', () => {
    const result = requiredDocuments({ ...base, isNew: false, group: { sportsCodeOfConduct: false, ffnLicense: false } });
    expect(result.checklist).not.toContain('codeOfConduct');
    expect(result.printable).not.toContain('codeOfConduct');
    expect(result.mustAccept).toEqual({ rules: true, codeOfConduct: false, guardianCodeOfConduct: true });
  });

  it('changes the documents for SPEC types 6 and 10 by their code', () => {
    const synchro = requiredDocuments({ ...base, type: { code: 'SYNCHRO_COMPETITION', addsSchedule: false } });
    expect(synchro.checklist).toContain('ffnLicense');
    expect(synchro.checklist).toContain('medicalCertificate');
    const officials = requiredDocuments({ ...base, isMinor: false, type: { code: 'OFFICIALS', addsSchedule: false } });
    expect(officials.checklist).toEqual(['subscriptionForm', 'rules', 'asmPdf', 'ffnLicense']);
    expect(officials.printable).toEqual(['subscriptionForm', 'rules', 'asmPdf', 'attestation']);
  });

  it('asks the FFN licence when the group requires it', () => {
    expect(requiredDocuments({ ...base, group: { sportsCodeOfConduct: true, ffnLicense: true } }).checklist).toContain('ffnLicense');
  });
});

describe('documentsToBring', () => {
  const none = Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, false])) as Record<ChecklistItem, boolean>;
  const checklist: ChecklistItem[] = ['subscriptionForm', 'rules', 'asmPdf', 'medicalCertificate', 'payment'];

  it('lists exactly the required items staff have not ticked', () => {
    expect(documentsToBring(checklist, none, 'STARTED')).toEqual(checklist);
    expect(
      documentsToBring(checklist, { ...none, subscriptionForm: true, rules: true, payment: true, idPhoto: true }, 'MISSING_DOC'),
    ).toEqual(['asmPdf', 'medicalCertificate']);
    const all = Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, true])) as Record<ChecklistItem, boolean>;
    expect(documentsToBring(checklist, all, 'MISSING_DOC')).toEqual([]);
  });

  it('asks nothing more of a completed subscription', () => {
    expect(documentsToBring(checklist, none, 'DONE')).toEqual([]);
  });

  it('offers the association’s general form to print, blank or named', () => {
    expect(GENERIC_DOCUMENTS).toContain('asmPdf');
    expect(PRINTABLE_DOCUMENTS).toContain('asmPdf');
  });
});
