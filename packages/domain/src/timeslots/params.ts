import { z } from 'zod';
import { id } from '../text.js';

/** GET /timeslot?groupId=: one group's slots; without it, those of every group the caller reaches. */
export const timeSlotListQuery = z.object({ groupId: id.optional() });

/** GET /timeslot/next?groupId= */
export const nextSlotQuery = z.object({ groupId: id });
