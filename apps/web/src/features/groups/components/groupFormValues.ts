import {
  createGroupSchema,
  updateGroupSchema,
  type CreateGroup,
  type CreateGroupInput,
  type GroupListItemDto,
  type UpdateGroup,
} from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';

/** What the group form holds: the inputs' text, as typed. */
export interface GroupFormValues {
  name: string;
  /** Euros, with a dot or a comma: "250", "12,50". */
  price: string;
  reSubPrice: string;
  /** Ids as the selects hold them; '' when nothing is chosen. */
  typeId: string;
  packId: string;
  sectionId: string;
  coaches: number[];
  emailList: string;
  ffnLicense: boolean;
  shouldReceiveSubMail: boolean;
  sportsCodeOfConduct: boolean;
}

/** "12,50" → 12.5; empty or not a number → NaN, which the domain's price rule refuses. */
const euros = (text: string): number => {
  const value = text.trim().replace(',', '.');
  return value === '' ? Number.NaN : Number(value);
};

const optionalId = (text: string): number | undefined => (text === '' ? undefined : Number(text));

/** The API's input before judgement: a select left empty has no id yet. */
type GroupInputDraft = Omit<CreateGroupInput, 'typeId' | 'packId'> & { typeId: number | undefined; packId: number | undefined };

/** The form's text turned into the API's input, for the domain schemas to judge. */
export const toGroupInput = (values: GroupFormValues): GroupInputDraft => ({
  name: values.name,
  price: euros(values.price),
  reSubPrice: euros(values.reSubPrice),
  // The domain answers TYPE_ERROR / PACK_ERROR for a missing id.
  typeId: optionalId(values.typeId),
  packId: optionalId(values.packId),
  sectionId: optionalId(values.sectionId) ?? 0,
  coaches: values.coaches,
  emailList: values.emailList,
  ffnLicense: values.ffnLicense,
  shouldReceiveSubMail: values.shouldReceiveSubMail,
  sportsCodeOfConduct: values.sportsCodeOfConduct,
});

/**
 * Validates the form with a domain schema (one rule, one place: docs/product.md#validation) after
 * turning its text into numbers. Field names are the same on both sides, so the
 * schema's errors land under the inputs as they are.
 */
const convertingResolver =
  <TInput extends FieldValues, TOutput>(resolver: Resolver<TInput, unknown, TOutput>): Resolver<GroupFormValues, unknown, TOutput> =>
  async (values, context, options) => {
    // The schema judges the draft: a missing id is exactly what it must refuse.
    const draft = toGroupInput(values) as unknown as TInput;
    const result = await resolver(draft, context, options as unknown as ResolverOptions<TInput>);
    if (Object.keys(result.errors).length === 0) return { values: result.values as TOutput, errors: {} };
    return { values: {}, errors: result.errors as FieldErrors<GroupFormValues> };
  };

/** Creation: the e-mail list holds at least one address. */
export const createGroupResolver: Resolver<GroupFormValues, unknown, CreateGroup> = convertingResolver(zodResolver(createGroupSchema));

/** Edit: the e-mail list may be empty; the section is changed by its own call. */
export const updateGroupResolver: Resolver<GroupFormValues, unknown, UpdateGroup> = convertingResolver(zodResolver(updateGroupSchema));

export const emptyGroupForm = (sectionId: number | null): GroupFormValues => ({
  name: '',
  price: '',
  reSubPrice: '',
  typeId: '',
  packId: '',
  sectionId: sectionId === null ? '' : String(sectionId),
  coaches: [],
  emailList: '',
  ffnLicense: false,
  shouldReceiveSubMail: true,
  sportsCodeOfConduct: true,
});

/** The form filled with a group as the server has it. */
export const groupFormValues = (group: GroupListItemDto): GroupFormValues => ({
  name: group.name,
  price: String(group.price),
  reSubPrice: String(group.reSubPrice),
  typeId: group.typeId === null ? '' : String(group.typeId),
  packId: group.packId === null ? '' : String(group.packId),
  sectionId: String(group.sectionId),
  coaches: group.coaches.map((coach) => coach.id),
  emailList: group.emailList,
  ffnLicense: group.ffnLicense,
  shouldReceiveSubMail: group.shouldReceiveSubMail,
  sportsCodeOfConduct: group.sportsCodeOfConduct,
});

/** Server field name → form field name (`coachId` is the spec's single coach). */
export const GROUP_SERVER_FIELDS = {
  name: 'name',
  price: 'price',
  reSubPrice: 'reSubPrice',
  typeId: 'typeId',
  packId: 'packId',
  sectionId: 'sectionId',
  coaches: 'coaches',
  coachId: 'coaches',
  emailList: 'emailList',
} as const;
