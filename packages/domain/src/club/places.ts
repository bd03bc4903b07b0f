import { z } from 'zod';
import { recordVersionField } from '../groups/fields.js';
import { optionalField } from '../subscriptions/fields.js';
import { MSG } from '../messages.js';
import { textInput } from '../text.js';
import { CLUB_MSG } from './messages.js';

export const placeNameField = textInput(CLUB_MSG.placeName)
  .trim()
  .min(1, { error: CLUB_MSG.placeName })
  .max(100, { error: CLUB_MSG.placeName });
export const placeAddressField = optionalField(
  textInput(CLUB_MSG.placeAddress).trim().min(1, { error: CLUB_MSG.placeAddress }).max(200, { error: CLUB_MSG.placeAddress }),
);

/** POST /api/club/places: the first place of the club becomes its default. */
export const createPlaceSchema = z.object({
  name: placeNameField,
  address: placeAddressField,
  isDefault: z.boolean({ error: CLUB_MSG.placeDefault }).optional(),
});
export type CreatePlaceInput = z.input<typeof createPlaceSchema>;
export type CreatePlace = z.infer<typeof createPlaceSchema>;

/**
 * PATCH /api/club/places/:id with the place's `version`. `isDefault` only takes `true`: the
 * default moves to another place by making that one the default.
 */
export const updatePlaceSchema = z.object({
  name: placeNameField.optional(),
  address: placeAddressField.optional(),
  isDefault: z.literal(true, { error: CLUB_MSG.placeDefault }).optional(),
  sortOrder: z
    .number({ error: MSG.invalid })
    .int({ error: MSG.invalid })
    .min(0, { error: MSG.invalid })
    .max(10_000, { error: MSG.invalid })
    .optional(),
  version: recordVersionField,
});
export type UpdatePlaceInput = z.input<typeof updatePlaceSchema>;
export type UpdatePlace = z.infer<typeof updatePlaceSchema>;

/** A pool where tests and sessions take place. */
export const placeSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  isDefault: z.boolean(),
  sortOrder: z.number(),
  version: z.number(),
});
export type Place = z.infer<typeof placeSchema>;
