import { GENDERS, type Gender } from '@club/domain';
import type { FormAcceptanceField, ResumeFormDto, SubscriptionForm } from '@club/domain';

/**
 * What the inputs hold: the resume's 22 fields as the club has them (text as typed, a birth date
 * half typed, a size still unset), the gender chosen, and the boxes ticked. The domain schema
 * (`subscriptionFormSchema`) judges it.
 */
export type FormValues = Omit<ResumeFormDto, 'gender'> & { gender: Gender } & Record<FormAcceptanceField, boolean>;

export type FieldName = keyof FormValues;

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

/** The form as the club has it; gender M by default (docs/product.md#validation). Nothing is accepted yet. */
export const initialValues = (form: ResumeFormDto): FormValues => ({
  ...form,
  gender: isGender(form.gender) ? form.gender : 'M',
  privacyAccepted: false,
  rulesAccepted: false,
  codeOfConductAccepted: false,
  guardianCodeOfConductAccepted: false,
});

/** The body of POST /subscription/ without the token and language: the 22 fields and the acceptances. */
export type SubmittedForm = FormValues & Pick<SubscriptionForm, 'covidClause'>;

/**
 * The values as sent. The Instagram handle of a member of 13 or under is not asked, so none is
 * sent. The covid clause is not part of the form the club shows today: it travels as false
 * (docs/product.md#validation: `covidClause`, kept for older clients).
 */
export const toSubmitted = (values: FormValues, showInstagram: boolean): SubmittedForm => ({
  ...values,
  instagramHandle: showInstagram ? values.instagramHandle : '',
  covidClause: false,
});
