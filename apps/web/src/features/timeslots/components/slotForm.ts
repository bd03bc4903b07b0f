import { createTimeSlotsSchema, type TimeSlotDto, type TimeSlotInput } from '@club/domain';

/** The rows of the form: the domain's slots and their overlap rule, without the group (chosen above). */
export const slotsFormSchema = createTimeSlotsSchema.pick({ slots: true });

export interface SlotsFormValues {
  slots: TimeSlotInput[];
}

/** A new row starts at the club's default place; without places, with an empty location (docs/product.md, "Time slots"). */
export const emptySlot = (defaultPlace: string | null): TimeSlotInput => ({ weekday: 1, start: '', end: '', location: defaultPlace ?? '' });

/** "slots.2.start" → where the server puts a row's field error; null for anything else. */
export const slotFieldOf = (serverField: string): `slots.${number}.${keyof TimeSlotInput}` | null => {
  const match = /^slots\.(\d{1,2})\.(weekday|start|end|location)$/.exec(serverField);
  if (match === null) return null;
  return `slots.${Number(match[1])}.${match[2] as keyof TimeSlotInput}`;
};

export const slotInputOf = (slot: TimeSlotDto): TimeSlotInput => ({
  weekday: slot.weekday,
  start: slot.start,
  end: slot.end,
  location: slot.location,
});
