export const clubKeys = {
  all: ['club'] as const,
  /** The identity as an admin reads it (private fields and version). */
  identity: () => [...clubKeys.all, 'identity'] as const,
  places: () => [...clubKeys.all, 'places'] as const,
};
