import { formLayoutFor, isIsoDate, isMinor, requiredDocuments, type RequiredDocuments } from '@club/domain';
import type { ResumeDto } from '@club/domain';

/** What the form shows for the birth date as typed (docs/product.md#family-form, #constants). */
export interface FormLayout {
  isMinor: boolean;
  /** docs/product.md#family-form: "Contact" for an adult (18 or older), "Guardian" for a minor. */
  contactLabel: 'CONTACT' | 'GUARDIAN';
  /** docs/product.md#constants: the Instagram handle only for members over 13. */
  showInstagram: boolean;
  /** docs/product.md#family-form: what a renewal must open and accept; the same domain rule the server applies. */
  mustAccept: RequiredDocuments['mustAccept'];
}

/**
 * The layout follows the birth date in the form (the server decides with the submitted one);
 * while the date is half typed, the one the club has stands.
 */
export const layoutFor = (birthDate: string, resume: ResumeDto, today: Date = new Date()): FormLayout => {
  const date = isIsoDate(birthDate) ? birthDate : resume.form.birthDate;
  const minor = isMinor(date, today);
  const documents = requiredDocuments({
    isNew: resume.isNew,
    isMinor: minor,
    type: resume.group?.typeCode == null ? null : { code: resume.group.typeCode, addsSchedule: resume.group.addsSchedule },
    // Without a group the server applies the strictest rules; so does the form.
    group: { sportsCodeOfConduct: resume.group?.sportsCodeOfConduct ?? true, ffnLicense: resume.ffnLicense },
  });
  return { isMinor: minor, ...formLayoutFor(date, today), mustAccept: documents.mustAccept };
};
