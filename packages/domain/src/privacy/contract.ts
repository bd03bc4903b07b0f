import { z } from 'zod';

/** GET /privacy/member/{id}: what the personal-data screen shows before an export or an erasure. */
export const memberPrivacySummarySchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  groupName: z.string().nullable(),
  leftAt: z.string().nullable(),
  anonymisedAt: z.string().nullable(),
  counts: z.object({
    guardians: z.number(),
    subscriptions: z.number(),
    attendances: z.number(),
    tests: z.number(),
    mails: z.number(),
  }),
});
export type MemberPrivacySummaryDto = z.infer<typeof memberPrivacySummarySchema>;

/** POST /privacy/member/{id}/erase: how many records went with the member. */
export const erasureResultSchema = z.object({ subscriptions: z.number(), guardians: z.number(), mails: z.number() });
export type ErasureResultDto = z.infer<typeof erasureResultSchema>;
