import { FAMILY_SIGN_IN_LINK_MINUTES, type FamilySignInInput } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hashToken, newOpaqueToken } from '../../auth/tokens.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { asLanguage, type Language } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import { reserveThrottleSlot } from '../auth/repository.js';
import type { ClubIdentity } from '../club/identity.js';
import type { AfterAnswer } from './after-answer.js';
import { familySignInMail } from './mails.js';
import { insertFamilyLink } from './repositories/links.js';
import { membersOfAddress, type AddressMember } from './repositories/members.js';
import { hourlyWindow } from '../auth/hourly-window.js';

/** Requests one client address can make in an hour, whatever e-mails it types. */
export const FAMILY_SIGN_IN_PER_CLIENT = 20;
/** Requests for one e-mail in an hour: enough for a lost mail, too few to flood its owner. */
export const FAMILY_SIGN_IN_PER_EMAIL = 5;
const LINK_MS = FAMILY_SIGN_IN_LINK_MINUTES * 60 * 1000;

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  outbox: Outbox;
  /** PUBLIC_URL: the base of the link in the mail. */
  publicUrl: string;
  club: ClubIdentity;
  afterAnswer: AfterAnswer;
}

const tooManyRequests = () => new AppError('TOO_MANY_REQUESTS', 'Too many sign-in requests, try again later');

/** The address's own language: its guardian's when it is the guardian's address, else the member's. */
const languageFor = (members: readonly AddressMember[], emailKey: string): Language | undefined => {
  for (const member of members) {
    const guardians = member.guardian_email_key === emailKey || member.guardian_secondary_email_key === emailKey;
    const language = (guardians ? member.guardian_language : null) ?? member.language;
    if (language !== null) return asLanguage(language);
  }
  return undefined;
};

/**
 * Asking for a family sign-in link (docs/product.md#family-space). The answer says nothing of the
 * address: it counts the request against the client's and the e-mail's limits (the same for a
 * known and an unknown address) and answers; the look-up and the mail run after the answer.
 */
export class FamilySignInService {
  constructor(private readonly deps: Deps) {}

  async request(input: FamilySignInInput, ip: string, requestLanguage: Language): Promise<void> {
    const emailKey = input.email.toLowerCase();
    const at = hourlyWindow(this.deps.clock.now());
    // One statement each: parallel requests cannot all see room left.
    if ((await reserveThrottleSlot(this.deps.db, `family-ip:${ip}`, FAMILY_SIGN_IN_PER_CLIENT, at)) === undefined) throw tooManyRequests();
    // The address is counted under its hash: the throttle table keeps no e-mail typed by a stranger.
    if ((await reserveThrottleSlot(this.deps.db, `family-email:${hashToken(emailKey)}`, FAMILY_SIGN_IN_PER_EMAIL, at)) === undefined)
      throw tooManyRequests();
    const fallbackLanguage = input.language ?? requestLanguage;
    this.deps.afterAnswer.run(() => this.mailLink(emailKey, fallbackLanguage));
  }

  /** Mails a link when members are attached to the address; nothing otherwise. */
  private async mailLink(emailKey: string, fallbackLanguage: Language): Promise<void> {
    const { db, clock, log } = this.deps;
    const now = clock.now();
    const members = await membersOfAddress(db, emailKey);
    if (members.length === 0) {
      log.info({ event: 'family_sign_in_unknown' }, 'family sign-in asked for an address without members');
      return;
    }
    const token = newOpaqueToken();
    const language = languageFor(members, emailKey) ?? fallbackLanguage;
    await db.transaction().execute(async (trx) => {
      await insertFamilyLink(trx, {
        hash: token.hash,
        emailKey,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + LINK_MS).toISOString(),
      });
      const url = `${this.deps.publicUrl}/family?token=${token.token}`;
      const mail = familySignInMail({ language, url, minutes: FAMILY_SIGN_IN_LINK_MINUTES, clubName: await this.deps.club.name(trx) });
      // The outbox keeps the link sealed and the body with a placeholder (docs/architecture.md#quality-security).
      await this.deps.outbox.queue(trx, { kind: 'FAMILY_SIGN_IN', to: [emailKey], language, link: url, ...mail });
    });
    log.info({ event: 'family_link_mailed', members: members.length }, 'family sign-in link queued');
  }
}
