/**
 * The scroll margin that brings an element into view below the staff app bar, which stays at the
 * top of the window (56 px high on a phone, 64 above), with 16 px to spare.
 */
export const BELOW_APP_BAR = { xs: 72, sm: 80 } as const;
