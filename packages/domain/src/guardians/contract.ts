import { z } from 'zod';
import { pageOf, pageQuery } from '../api/paging.js';
import { searchFilter } from '../text.js';

/** A guardian as the API answers it (docs/product.md#guardians). */
export const guardianDto = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  secondaryEmail: z.string().nullable(),
  secondaryPhoneNumber: z.string().nullable(),
});
export type GuardianDto = z.infer<typeof guardianDto>;

/**
 * GET /guardian/?firstName=&lastName=&email=&phone=&page=&pageSize=: the picker's column filters
 * (case-insensitive substrings; plain text, since a NUL byte would break PostgreSQL's LIKE).
 */
export const guardianListQuery = pageQuery.extend({
  firstName: searchFilter(),
  lastName: searchFilter(),
  email: searchFilter(),
  phone: searchFilter(),
});
export type GuardianListQuery = z.input<typeof guardianListQuery>;
export type GuardianFilterName = Exclude<keyof GuardianListQuery, 'page' | 'pageSize'>;

export const guardianPageDto = pageOf(guardianDto);
export type GuardianPageDto = z.infer<typeof guardianPageDto>;

/** POST /student/{id}/guardian: the member and the guardian now linked to it. */
export const guardianChoiceResultDto = z.object({ studentId: z.number(), guardianId: z.number() });
export type GuardianChoiceResultDto = z.infer<typeof guardianChoiceResultDto>;
