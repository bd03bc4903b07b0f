import { createTimeSlotsSchema, type TimeSlotDto, type TimeSlotInput } from '@club/domain';

/** The club's pool: where most slots are (ARCHITECTURE §4 leaves the default to us; SPEC §5 tests use it too). */
export const DEFAULT_LOCATION = 'Stade Louis II';

/** The rows of the form: the domain's slots and their overlap rule, without the group (chosen above). */
export const slotsFormSchema = createTimeSlotsSchema.pick({ slots: true });

export interface SlotsFormValues {
  slots: TimeSlotInput[];
}

export const emptySlot = (): TimeSlotInput => ({ weekday: 1, start: '', end: '', location: DEFAULT_LOCATION });

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
