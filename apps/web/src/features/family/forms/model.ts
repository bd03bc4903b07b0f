import { STEPS, toSubmitted, type FieldName, type FormLayout, type FormValues, type SubmittedForm } from '@/features/subscribe';

/**
 * Several forms in one pass (docs/product.md#family-forms): each child's own step, then the contact
 * and the address with the acceptances, asked once for all of them.
 */

/** A child's own fields, on its own step: the link's first step. */
export const MEMBER_FIELDS: readonly FieldName[] = STEPS[0].fields;
/** The contact (the guardian of minors), asked once. */
export const CONTACT_FIELDS: readonly FieldName[] = STEPS[1].fields;
/** The address and what must be accepted, asked once. */
export const ADDRESS_FIELDS: readonly FieldName[] = STEPS[2].fields;

const SHARED_FIELDS: readonly FieldName[] = [...CONTACT_FIELDS, ...ADDRESS_FIELDS];

/** The documents a renewal opens before accepting them. */
export type OpenableDocument = 'rules' | 'codeOfConduct' | 'guardianCodeOfConduct';

/** The steps of a pass: one per child, then the contact, then the address. */
export const stepCount = (children: number): number => children + 2;
export const contactStep = (children: number): number => children;
export const addressStep = (children: number): number => children + 1;

/** The step that shows a shared field; -1 for a child's own field or a field no step shows. */
export const sharedStepOf = (name: string, children: number): number => {
  if ((CONTACT_FIELDS as readonly string[]).includes(name)) return contactStep(children);
  if ((ADDRESS_FIELDS as readonly string[]).includes(name)) return addressStep(children);
  return -1;
};

export const isMemberField = (name: string): name is FieldName => (MEMBER_FIELDS as readonly string[]).includes(name);

/** A child's own fields to check: the Instagram handle only when its form asks it. */
export const memberFieldsFor = (layout: FormLayout): FieldName[] =>
  MEMBER_FIELDS.filter((name) => name !== 'instagramHandle' || layout.showInstagram);

/**
 * What the shared steps show for the children as typed: "Guardian" as soon as one is a minor, and
 * each acceptance that at least one child's form asks (the domain's `requiredDocuments` per child).
 */
export const sharedLayout = (layouts: readonly FormLayout[]): FormLayout => {
  const any = (test: (layout: FormLayout) => boolean) => layouts.some(test);
  return {
    isMinor: any((layout) => layout.isMinor),
    contactLabel: any((layout) => layout.contactLabel === 'GUARDIAN') ? 'GUARDIAN' : 'CONTACT',
    showInstagram: false,
    mustAccept: {
      rules: any((layout) => layout.mustAccept.rules),
      codeOfConduct: any((layout) => layout.mustAccept.codeOfConduct),
      guardianCodeOfConduct: any((layout) => layout.mustAccept.guardianCodeOfConduct),
    },
  };
};

/**
 * One child's complete form as POST /family/forms takes it: the child's own fields and ids, the
 * contact and address typed once, the privacy notice accepted, and each other acceptance only when
 * this child's form asks it, as its link's page would send it.
 */
export const formToSend = (child: FormValues, shared: FormValues, layout: FormLayout): SubmittedForm => {
  const sharedValues = Object.fromEntries(SHARED_FIELDS.map((name) => [name, shared[name]])) as Partial<FormValues>;
  const values: FormValues = {
    ...child,
    ...sharedValues,
    rulesAccepted: layout.mustAccept.rules && shared.rulesAccepted,
    codeOfConductAccepted: layout.mustAccept.codeOfConduct && shared.codeOfConductAccepted,
    guardianCodeOfConductAccepted: layout.mustAccept.guardianCodeOfConduct && shared.guardianCodeOfConductAccepted,
  };
  return toSubmitted(values, layout.showInstagram);
};

export interface PlacedErrors {
  /** Per child, its own fields in error. */
  children: Map<number, Record<string, string>>;
  /** The contact and address fields in error, whichever child's form the server named. */
  shared: Record<string, string>;
}

const FORM_FIELD = /^forms\.(\d+)\.(\w+)$/;

/** The server's `forms.{index}.{field}` errors, placed on the step that shows each field. */
export const placeServerErrors = (fields: Readonly<Record<string, string>>, children: number): PlacedErrors => {
  const placed: PlacedErrors = { children: new Map(), shared: {} };
  for (const [key, message] of Object.entries(fields)) {
    const match = FORM_FIELD.exec(key);
    if (match === null) continue;
    const index = Number(match[1]);
    const field = match[2] ?? '';
    if (index >= children) continue;
    if (isMemberField(field)) {
      const own = placed.children.get(index) ?? {};
      own[field] = message;
      placed.children.set(index, own);
    } else if (sharedStepOf(field, children) >= 0) placed.shared[field] ??= message;
  }
  return placed;
};
