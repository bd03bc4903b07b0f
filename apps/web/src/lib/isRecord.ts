/** An object whose fields can be read, as data from outside (navigation state, a page's data) is checked before use. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
