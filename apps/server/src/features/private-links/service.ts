import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../lib/clock.js';
import { findLiveLink, insertLinkOnce, liveSubjectOf, revokeLinks } from './repository.js';
import type { PrivateLinkSigner } from './signer.js';

/** What a private link opens: a calendar feed of a group, a coach or a family, or a family's absence page. */
export const PRIVATE_LINK_KINDS = ['CALENDAR_GROUP', 'CALENDAR_COACH', 'CALENDAR_FAMILY', 'FAMILY_ABSENCE'] as const;
export type PrivateLinkKind = (typeof PRIVATE_LINK_KINDS)[number];

interface Deps {
  signer: PrivateLinkSigner;
  clock: Clock;
}

/**
 * Private, revocable URLs (docs/architecture.md#private-links): one live link per kind and
 * subject (a group id, a coach's user id, a family's address key), shown again as the same URL
 * until revoked; a revoked link answers as an unknown one.
 */
export class PrivateLinks {
  constructor(private readonly deps: Deps) {}

  /** The live link's token, made on first use; two first uses at once end with one link. */
  async tokenOf(db: Executor, kind: PrivateLinkKind, subject: string): Promise<string> {
    let live = await findLiveLink(db, kind, subject);
    if (live === undefined) {
      await insertLinkOnce(db, {
        id: randomBytes(12).toString('base64url'),
        kind,
        subject,
        createdAt: this.deps.clock.now().toISOString(),
      });
      live = await findLiveLink(db, kind, subject);
      if (live === undefined) throw new Error(`The ${kind} link could not be made`);
    }
    return this.deps.signer.token(kind, live.id);
  }

  /** The subject a token opens, or null for a forged, unknown or revoked one. */
  async subjectOf(db: Executor, kind: PrivateLinkKind, token: string): Promise<string | null> {
    const id = this.deps.signer.idOf(kind, token);
    if (id === null) return null;
    return (await liveSubjectOf(db, kind, id)) ?? null;
  }

  /** Revokes the subject's live link; the next `tokenOf` makes a new one. */
  async revoke(db: Executor, kind: PrivateLinkKind, subject: string): Promise<boolean> {
    return (await revokeLinks(db, kind, subject, this.deps.clock.now().toISOString())) > 0;
  }
}
