import { z } from 'zod';
import { formPrivacySchema } from '../club/texts.js';
import { requiredDocumentsDto, sizeOptionDto } from '../subscriptions/contract/common.js';
import { storedText } from '../subscriptions/contract/stored-text.js';
import type { ChecklistItem } from '../subscriptions/documents.js';
import { SUBSCRIPTION_FORM_FIELDS, type SubscriptionFormField } from '../subscriptions/form.js';

/** The form's two ids, the member's and the subscription's: sent back as they came. */
const FORM_ID_FIELDS = ['id', 'subscriptionId'] as const satisfies readonly SubscriptionFormField[];
/** The sizes, chosen from lists: unset while the club has none on file. */
const FORM_SIZE_FIELDS = ['shirtSizeId', 'shortSizeId'] as const satisfies readonly SubscriptionFormField[];
type FormIdField = (typeof FORM_ID_FIELDS)[number];
type FormSizeField = (typeof FORM_SIZE_FIELDS)[number];
/** Every other field of the form is text. */
type FormTextField = Exclude<SubscriptionFormField, FormIdField | FormSizeField>;

const isTextField = (field: SubscriptionFormField): field is FormTextField =>
  !(FORM_ID_FIELDS as readonly string[]).includes(field) && !(FORM_SIZE_FIELDS as readonly string[]).includes(field);

/** The same schema for each of `fields`, as a shape. */
const eachOf = <Field extends string, Schema extends z.ZodType>(fields: readonly Field[], schema: Schema) =>
  Object.fromEntries(fields.map((field) => [field, schema])) as Record<Field, Schema>;

/**
 * The 22 fields of the family's form (`SUBSCRIPTION_FORM_FIELDS`) as the club has them: text as
 * stored, empty when unknown; the two ids; the sizes, null when none is on file. The keys come
 * from the form's own list, in its order, so a field added there is answered here too.
 */
export const resumeFormDto = z.object({
  ...eachOf(FORM_ID_FIELDS, z.number()),
  ...eachOf(SUBSCRIPTION_FORM_FIELDS.filter(isTextField), z.string()),
  ...eachOf(FORM_SIZE_FIELDS, z.number().nullable()),
});
export type ResumeFormDto = z.infer<typeof resumeFormDto>;

/** GET /subscription/resume?token=: the link's token is the family's only credential. */
export const resumeQuery = z.object({ token: z.string().min(1).max(200) });

/**
 * GET /subscription/resume: what the club already knows and what the form needs
 * (docs/product.md#family-form).
 */
export const resumeDto = z.object({
  id: z.number(),
  isNew: z.boolean(),
  groupTypeId: z.number().nullable(),
  ffnLicense: z.boolean(),
  subscription: z.object({ id: z.number(), state: z.string(), birthDate: z.string() }),
  /** Only a SCHEDULED subscription may be filled in (docs/product.md#subscription-states). */
  fillable: z.boolean(),
  season: z.object({ label: z.string(), endDate: z.string() }),
  group: z
    .object({
      id: z.number(),
      name: z.string(),
      typeCode: z.string().nullable(),
      addsSchedule: z.boolean(),
      sportsCodeOfConduct: z.boolean(),
      priceCents: z.number().nullable(),
    })
    .nullable(),
  form: resumeFormDto,
  isMinor: z.boolean(),
  contactLabel: z.enum(['CONTACT', 'GUARDIAN']),
  showInstagram: z.boolean(),
  documents: requiredDocumentsDto.extend({
    /** The checklist items staff have not ticked yet: what is still to bring to the counter. */
    toBring: z.array(storedText<ChecklistItem>()),
  }),
  /** The privacy notice in force (docs/product.md#legal-texts): the label its acceptance stores, and its text in both languages. */
  privacy: formPrivacySchema,
  sizes: z.object({ shirt: z.array(sizeOptionDto), short: z.array(sizeOptionDto) }),
});
export type ResumeDto = z.infer<typeof resumeDto>;

/**
 * POST /subscription/: the token and the language around the form's fields. The 22 fields are
 * checked by the server's service, not here: a missing one is MISSING_DATA
 * (docs/product.md#family-form), not a 400.
 */
export const submitEnvelope = z.looseObject({ token: z.string().min(1).max(200), language: z.enum(['fr', 'en']).optional() });
export type SubmitEnvelope = z.input<typeof submitEnvelope>;

/** POST /subscription/: the subscription sent; a replay of the same form answers the same. */
export const submittedDto = z.object({ subscriptionId: z.number() });
export type SubmittedDto = z.infer<typeof submittedDto>;
