import { z } from 'zod';
import { recordVersionField } from '../groups/fields.js';
import { MSG } from '../messages.js';
import { orgName, refId } from '../text.js';

export const sectionNameField = orgName(MSG.sectionName, 60);

/** POST /section/ (docs/product.md#screen-sections: a name and the manager chosen among the coaches). */
export const createSectionSchema = z.object({
  name: sectionNameField,
  coachId: refId(MSG.invalid).nullish(),
});
export type CreateSectionInput = z.input<typeof createSectionSchema>;
export type CreateSection = z.output<typeof createSectionSchema>;

/** PATCH /section/{id}/: absent coachId keeps the manager, null removes it; the version is required. */
export const updateSectionSchema = z.object({
  name: sectionNameField,
  coachId: refId(MSG.invalid).nullish(),
  version: recordVersionField,
});
export type UpdateSectionInput = z.input<typeof updateSectionSchema>;
export type UpdateSection = z.output<typeof updateSectionSchema>;
