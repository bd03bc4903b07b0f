import { z } from 'zod';
import { groupSummaryDto, personDto } from '../groups/responses.js';

/** A section card and the edit screen (docs/product.md#sections). GET, POST and PATCH /section/. */
export const sectionDto = z.object({
  id: z.number(),
  name: z.string(),
  managerId: z.number().nullable(),
  /** The section manager. */
  Coach: personDto.nullable(),
  groups: z.array(groupSummaryDto),
  /** The section "Aucune": no deletion, no renaming, no group removal. */
  protected: z.boolean(),
  version: z.number(),
});
export type SectionDto = z.infer<typeof sectionDto>;
