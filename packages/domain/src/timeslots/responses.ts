import { z } from 'zod';

/** A weekly time slot of a group (docs/product.md#time-slots). GET, POST and PATCH /timeslot. */
export const timeSlotDto = z.object({
  id: z.number(),
  groupId: z.number(),
  groupName: z.string(),
  weekday: z.number(),
  start: z.string(),
  end: z.string(),
  location: z.string(),
});
export type TimeSlotDto = z.infer<typeof timeSlotDto>;

/** GET /timeslot/next: the start of the group's nearest slot, to pre-fill a new session. */
export const nextSlotDto = z.object({ date: z.string().nullable() });
export type NextSlotDto = z.infer<typeof nextSlotDto>;
