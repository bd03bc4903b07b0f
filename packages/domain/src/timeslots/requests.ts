import { z } from 'zod';
import { SESSION_MSG } from '../sessions/messages.js';
import { nameLike, refId } from '../text.js';

/** Bounds of what one request may carry. */
export const MAX_SLOTS_PER_REQUEST = 20;
export const MAX_LOCATION_LENGTH = 100;

/** `HH:mm`, 00:00 to 23:59 (docs/product.md#languages-and-formats). */
export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface WeeklySlot {
  weekday: number;
  start: string;
  end: string;
}

/** Two slots overlap when they share a weekday and some minutes (touching ends do not). */
export const slotsOverlap = (a: WeeklySlot, b: WeeklySlot): boolean => a.weekday === b.weekday && a.start < b.end && b.start < a.end;

/** One weekly slot of a group: weekday, start, end (after the start, same day) and location. */
export const timeSlotSchema = z
  .object({
    weekday: z
      .number({ error: SESSION_MSG.weekday })
      .int({ error: SESSION_MSG.weekday })
      .min(1, { error: SESSION_MSG.weekday })
      .max(7, { error: SESSION_MSG.weekday }),
    start: z.string({ error: SESSION_MSG.start }).regex(TIME_OF_DAY, { error: SESSION_MSG.start }),
    end: z.string({ error: SESSION_MSG.end }).regex(TIME_OF_DAY, { error: SESSION_MSG.end }),
    location: nameLike(SESSION_MSG.location, MAX_LOCATION_LENGTH),
  })
  .refine((slot) => slot.start < slot.end, { path: ['end'], error: SESSION_MSG.endBeforeStart });
export type TimeSlotInput = z.input<typeof timeSlotSchema>;
export type TimeSlot = z.output<typeof timeSlotSchema>;

/** POST /timeslot/: several slots of one group at once; they may not overlap each other. */
export const createTimeSlotsSchema = z.object({
  groupId: refId(SESSION_MSG.group),
  slots: z
    .array(timeSlotSchema, { error: SESSION_MSG.slots })
    .min(1, { error: SESSION_MSG.slots })
    .max(MAX_SLOTS_PER_REQUEST, { error: SESSION_MSG.slots })
    .superRefine((slots, ctx) => {
      slots.forEach((slot, index) => {
        if (slots.slice(0, index).some((earlier) => slotsOverlap(earlier, slot))) {
          ctx.addIssue({ code: 'custom', path: [index, 'start'], message: SESSION_MSG.overlap });
        }
      });
    }),
});
export type CreateTimeSlotsInput = z.input<typeof createTimeSlotsSchema>;

/** PATCH /timeslot/{id}: the whole slot, as the edit form holds it. */
export const updateTimeSlotSchema = timeSlotSchema;
export type UpdateTimeSlotInput = z.input<typeof updateTimeSlotSchema>;
