import { z } from 'zod';
import { MSG } from '../messages.js';
import { refId } from '../text.js';
import { MAX_BULK_STUDENTS } from './fields.js';

// Members moved between groups, or deleted from the removed-members group, by the group
// screens' action panel and the test placement (docs/product.md#groups).

const studentIds = z
  .array(refId(MSG.invalid), { error: MSG.invalid })
  .min(1, { error: MSG.invalid })
  .max(MAX_BULK_STUDENTS, { error: MSG.invalid })
  .transform((ids) => [...new Set(ids)]);

/** PATCH /student/group: moves students to one group; without groupId, to the removed-members group. */
export const moveStudentsSchema = z.object({
  groupId: refId(MSG.invalid).optional(),
  students: studentIds,
});
export type MoveStudentsInput = z.input<typeof moveStudentsSchema>;

/** Its answer: how many moved, and where to. */
export const movedStudentsDto = z.object({ moved: z.number(), groupId: z.number() });
export type MovedStudentsDto = z.infer<typeof movedStudentsDto>;

/** PATCH /student/bulk/group: each student to its own group (test placement). */
export const bulkMoveStudentsSchema = z.object({
  students: z
    .array(z.object({ id: refId(MSG.invalid), groupId: refId(MSG.invalid) }), { error: MSG.invalid })
    .min(1, { error: MSG.invalid })
    .max(MAX_BULK_STUDENTS, { error: MSG.invalid }),
});
export type BulkMoveStudentsInput = z.input<typeof bulkMoveStudentsSchema>;

/** Its answer: how many moved. */
export const bulkMovedStudentsDto = z.object({ moved: z.number() });
export type BulkMovedStudentsDto = z.infer<typeof bulkMovedStudentsDto>;

/** POST /group/{id}/students/delete: permanent deletion, from the removed-members group only. */
export const deleteStudentsSchema = z.object({ students: studentIds });
export type DeleteStudentsInput = z.input<typeof deleteStudentsSchema>;

/**
 * Its answer (only members with contact info are deleted, docs/product.md#groups): who was
 * deleted for good and who was kept, in the order sent.
 */
export const deleteStudentsResultDto = z.object({
  deleted: z.number(),
  kept: z.number(),
  deletedIds: z.array(z.number()),
  keptIds: z.array(z.number()),
});
export type DeleteStudentsResultDto = z.infer<typeof deleteStudentsResultDto>;
