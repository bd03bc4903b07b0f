import { GENDERS, type Gender } from '@club/domain';
import type { ResumeForm } from '../api/resumeTypes';

/**
 * What the inputs hold. The domain schema (`subscriptionFormSchema`) judges it: a size may
 * still be unset, a birth date half typed, an acceptance unticked.
 */
export interface FormValues {
  id: number;
  subscriptionId: number;
  fname: string;
  lname: string;
  gender: Gender;
  /** `YYYY-MM-DD` once a whole date is typed, else the text as typed. */
  birthDate: string;
  birthPlace: string;
  /** ISO 3166-1 alpha-2 code, or empty. */
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
  privacyAccepted: boolean;
  rulesAccepted: boolean;
  codeOfConductAccepted: boolean;
  guardianCodeOfConductAccepted: boolean;
}

export type FieldName = keyof FormValues;

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

/** The form as the club has it; gender M by default (SPEC §3, §9). Nothing is accepted yet. */
export const initialValues = (form: ResumeForm): FormValues => ({
  ...form,
  gender: isGender(form.gender) ? form.gender : 'M',
  privacyAccepted: false,
  rulesAccepted: false,
  codeOfConductAccepted: false,
  guardianCodeOfConductAccepted: false,
});

/** The body of POST /subscription/ without the token and language: the 22 fields and the acceptances. */
export type SubmittedForm = FormValues & { covidClause: boolean };

/**
 * The values as sent. The Instagram handle of a member of 13 or under is not asked, so none is
 * sent. The covid clause is not part of the form the club shows today: it travels as false
 * (SPEC §3 "A covidClause value is also sent on subscribe").
 */
export const toSubmitted = (values: FormValues, showInstagram: boolean): SubmittedForm => ({
  ...values,
  instagramHandle: showInstagram ? values.instagramHandle : '',
  covidClause: false,
});
