import { z } from 'zod';
import { MSG } from '../messages.js';
import { HEALTH_DOCUMENTS } from '../club/health-rules.js';
import { CHECKLIST_ITEMS } from '../subscriptions/documents.js';
import { SUBSCRIPTION_STATES } from '../subscriptions/states.js';
import { email, id, textInput } from '../text.js';
import { familyUploadDto } from '../uploads/contract.js';
import { acknowledgementDto, signableTextKeySchema } from './acknowledgements.js';
import { correctionDto } from './corrections.js';

/**
 * The family space (docs/product.md#family-space): a guardian, or an adult member, signs in with a
 * link mailed to their address and sees every member attached to it.
 */

/** How long a mailed sign-in link works; it works once. */
export const FAMILY_SIGN_IN_LINK_MINUTES = 30;
/** How long a family session lasts without being ended from the family page. */
export const FAMILY_SESSION_DAYS = 30;
/** The family session's cookie: HttpOnly, SameSite=Strict, scoped to /api/family. */
export const FAMILY_SESSION_COOKIE = 'family_session';

/** POST /family/sign-in: always answers 202, known address or not. */
export const familySignInSchema = z.object({
  // Typed on a phone, an address may come capitalised: its case means nothing here (it is looked up lower-cased).
  email: z.string({ error: MSG.email }).trim().toLowerCase().pipe(email(MSG.email)),
  /** The language the link's mail is written in; the member's own language wins when known. */
  language: z.enum(['fr', 'en']).optional(),
});
export type FamilySignInInput = z.infer<typeof familySignInSchema>;

/** The answer of POST /family/sign-in (202), the same whether the address is known or not. */
export const familySignInResultDto = z.object({ accepted: z.literal(true) });
export type FamilySignInResult = z.infer<typeof familySignInResultDto>;

/** POST /family/session: the token of a mailed sign-in link, exchanged for the session cookie. */
export const familySessionSchema = z.object({
  token: textInput(MSG.invalid).trim().min(20, { error: MSG.invalid }).max(200, { error: MSG.invalid }),
});
export type FamilySessionInput = z.infer<typeof familySessionSchema>;

/** This season's subscription of a member, and the checklist items still missing, in checklist order. */
export const familySubscriptionDto = z.object({
  id: z.number(),
  state: z.enum(SUBSCRIPTION_STATES),
  season: z.string(),
  missing: z.array(z.enum(CHECKLIST_ITEMS)),
  /** The texts still to sign online for this subscription, in checklist order, the privacy notice last. */
  toSign: z.array(signableTextKeySchema),
  /** The texts signed online for this subscription, oldest first. */
  acknowledgements: z.array(acknowledgementDto),
  /** The files the family uploaded for this subscription, newest first (docs/product.md#family-uploads). */
  uploads: z.array(familyUploadDto),
  /** What the `medicalCertificate` item is for this member under the club's health rule (docs/product.md#health-rules). */
  healthDocument: z.enum(HEALTH_DOCUMENTS),
  /** The family's latest correction of what it entered (docs/product.md#family-corrections), null when none. */
  correction: correctionDto.nullable(),
});
export type FamilySubscriptionDto = z.infer<typeof familySubscriptionDto>;

/** A member attached to the signed-in address: a child of the guardian, or the adult member themself. */
export const familyMemberDto = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  /** The last valid day of the member's medical certificate accepted by staff, if known (YYYY-MM-DD). */
  certificateExpiresOn: z.string().nullable(),
  /** null when the member has no subscription this season. */
  subscription: familySubscriptionDto.nullable(),
});
export type FamilyMemberDto = z.infer<typeof familyMemberDto>;

/** GET /family/ */
export const familyHomeDto = z.object({
  /** The signed-in address, as the family typed it when asking for the link (lower-cased). */
  email: z.string(),
  members: z.array(familyMemberDto),
});
export type FamilyHomeDto = z.infer<typeof familyHomeDto>;

/** One open family session, as listed on the family page. */
export const familySessionDto = z.object({
  id: z.number(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  /** A short description of the browser that opened it (from its User-Agent), or null. */
  device: z.string().nullable(),
  /** The session this request comes from. */
  current: z.boolean(),
});
export type FamilySessionDto = z.infer<typeof familySessionDto>;

/** GET /family/sessions */
export const familySessionsDto = z.object({ sessions: z.array(familySessionDto) });
export type FamilySessionsDto = z.infer<typeof familySessionsDto>;

/** DELETE /family/sessions/:id */
export const familySessionParams = z.object({ id });
