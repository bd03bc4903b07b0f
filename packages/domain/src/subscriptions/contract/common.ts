import { z } from 'zod';
import type { ChecklistItem, PrintableDocument } from '../documents.js';
import { storedText } from './stored-text.js';

/** A shirt or short size as the lists offer it: its id and its label in the request's language. */
export const sizeOptionDto = z.object({ id: z.number(), label: z.string() });
export type SizeOptionDto = z.infer<typeof sizeOptionDto>;

/** A season named in an answer: its id and its label (`2026-2027`). */
export const seasonRefDto = z.object({ id: z.number(), label: z.string() });
export type SeasonRefDto = z.infer<typeof seasonRefDto>;

/** The documents a subscription needs (docs/product.md#required-documents), as `requiredDocuments` gives them. */
export const requiredDocumentsDto = z.object({
  checklist: z.array(storedText<ChecklistItem>()),
  printable: z.array(storedText<PrintableDocument>()),
  mustAccept: z.object({ rules: z.boolean(), codeOfConduct: z.boolean(), guardianCodeOfConduct: z.boolean() }),
});
export type RequiredDocumentsDto = z.infer<typeof requiredDocumentsDto>;
