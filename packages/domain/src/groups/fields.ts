import { z } from 'zod';
import { MSG } from '../messages.js';
import { EMAIL } from '../patterns.js';
import { foldName, orgName, refId, textInput } from '../text.js';

/** A group price and re-subscription price are at least 0 and below 500 euros (docs/product.md#constants). */
export const MAX_GROUP_PRICE = 500;
/** Bounds of the lists the group screens send at once (multi-select, next-year table). */
export const MAX_BULK_STUDENTS = 5000;
export const MAX_GROUP_COACHES = 20;
export const MAX_EMAIL_LIST_LENGTH = 2000;

/** Names kept for the protected records (docs/product.md#protected-records): group "Aucun", section and next-year "Aucune". */
const RESERVED_NAMES = new Set(['aucun', 'aucune']);
export const isReservedName = (name: string): boolean => RESERVED_NAMES.has(foldName(name));

/** Euros with at most two decimals (cents), at least 0 and below 500. */
const euros = (message: string) =>
  z
    .number({ error: message })
    .min(0, { error: message })
    .lt(MAX_GROUP_PRICE, { error: message })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: message });

export const groupNameField = orgName(MSG.groupName, 60);
export const groupPriceField = euros(MSG.groupPrice);
export const groupResubPriceField = euros(MSG.groupResubPrice);

/** The addresses of an e-mail list, split on commas, blanks around them ignored. */
export const splitEmailList = (value: string): string[] => (value.trim() === '' ? [] : value.split(',').map((part) => part.trim()));

/**
 * Comma-separated valid addresses, `{email},{email}`; may be empty (on edit)
 * (docs/product.md#validation). Stored normalised: no blanks, no duplicates.
 */
export const emailListField = textInput(MSG.emailList)
  .max(MAX_EMAIL_LIST_LENGTH, { error: MSG.emailList })
  .refine((value) => splitEmailList(value).every((address) => address.length <= 254 && EMAIL.test(address)), {
    error: MSG.emailList,
  })
  .transform((value) => [...new Set(splitEmailList(value))].join(','));

/** On creation the list holds at least one address. */
export const requiredEmailListField = emailListField.refine((value) => value !== '', { error: MSG.emailList });

/** A group's coaches: ids, each once. */
export const groupCoachesField = z
  .array(refId(MSG.invalid), { error: MSG.invalid })
  .max(MAX_GROUP_COACHES, { error: MSG.invalid })
  .transform((ids) => [...new Set(ids)]);

/**
 * The version of a record an edit screen was loaded with (docs/product.md#concurrent-edits: two
 * staff saving the same record, the second gets 409). Required on every save: without it a save
 * would silently overwrite what someone else saved meanwhile.
 */
export const recordVersionField = z
  .number({ error: MSG.invalid })
  .int({ error: MSG.invalid })
  .positive({ error: MSG.invalid })
  .max(2_147_483_647, { error: MSG.invalid });
