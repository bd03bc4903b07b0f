/** The texts the family space reads: its own, and the staff's names of subscription states and checklist items. */
export const FAMILY_SCREEN_NAMESPACES = ['family', 'subscriptions'] as const;
