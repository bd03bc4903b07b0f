import { z } from 'zod';
import { MSG } from '../messages.js';
import { orgName, refId } from '../text.js';
import { recordVersionField, type GroupSummaryDto, type PersonDto } from './groups.js';

export const sectionNameField = orgName(MSG.sectionName, 60);

/** POST /section/ (SPEC §2 Sections: name and the manager chosen among the coaches). */
export const createSectionSchema = z.object({
  name: sectionNameField,
  coachId: refId(MSG.invalid).nullish(),
});
export type CreateSectionInput = z.input<typeof createSectionSchema>;

/** PATCH /section/{id}/: absent coachId keeps the manager, null removes it; the version is required. */
export const updateSectionSchema = z.object({
  name: sectionNameField,
  coachId: refId(MSG.invalid).nullish(),
  version: recordVersionField,
});
export type UpdateSectionInput = z.input<typeof updateSectionSchema>;

/** A section card and the edit screen (SPEC §3 Section). */
export interface SectionDto {
  id: number;
  name: string;
  managerId: number | null;
  /** The section manager. */
  Coach: PersonDto | null;
  groups: GroupSummaryDto[];
  /** The section "Aucune": no deletion, no renaming, no group removal. */
  protected: boolean;
  version: number;
}
