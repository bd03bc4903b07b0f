import { z } from 'zod';

/**
 * Text the database holds, typed as the values the code writes there (a state, a checklist
 * item). An answer checks only that it is text, as it always has: a value the code does not
 * know yet is shown rather than refused. The server hands in plain text; readers get `T`.
 */
export const storedText = <T extends string>() => z.string().transform((value) => value as T);
