import type { FieldName } from './formValues';

/**
 * docs/product.md#family-form: three steps; each lists its fields in the order they are shown
 * (the first invalid one gets focus).
 */
export const STEPS = [
  {
    key: 'member',
    fields: ['fname', 'lname', 'gender', 'birthDate', 'birthPlace', 'nationality', 'shirtSizeId', 'shortSizeId', 'instagramHandle'],
  },
  {
    key: 'contact',
    fields: ['guardianFname', 'guardianLname', 'guardianEmail', 'guardianPhone', 'secondGuardianEmail', 'secondGuardianPhone'],
  },
  {
    key: 'address',
    fields: [
      'address',
      'addressComp',
      'zipCode',
      'city',
      'country',
      'privacyAccepted',
      'rulesAccepted',
      'codeOfConductAccepted',
      'guardianCodeOfConductAccepted',
    ],
  },
] as const satisfies readonly { key: string; fields: readonly FieldName[] }[];

export type StepKey = (typeof STEPS)[number]['key'];
export const LAST_STEP = STEPS.length - 1;

const ORDER: readonly FieldName[] = STEPS.flatMap((step) => step.fields);

/** The step that shows a field; -1 for fields no step shows (the ids). */
export const stepOfField = (name: string): number => STEPS.findIndex((step) => (step.fields as readonly string[]).includes(name));

/** The fields among `names` in the order the form shows them. */
export const inFormOrder = (names: Iterable<string>): FieldName[] => {
  const wanted = new Set(names);
  return ORDER.filter((name) => wanted.has(name));
};
