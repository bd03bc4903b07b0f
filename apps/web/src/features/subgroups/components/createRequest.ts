/** Navigation state asking the sub-group screen to open its creation dialog at once. */
export const openCreateDialog = { createSubGroup: true } as const;

export const asksToCreate = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>).createSubGroup === true;
