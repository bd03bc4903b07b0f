import type { InvoiceMailedDto, LinkResentDto, ResendLinkInput } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { asLanguage, type Language } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import { recordAudit } from '../audit/record.js';
import type { ClubIdentity } from '../club/identity.js';
import type { DocumentsService } from '../documents/service.js';
import { familyAddresses, type SubscriptionLinks } from '../subscribe/links.js';
import { subscriptionIdOf } from './lookups.js';
import { invoiceMail } from './mails.js';
import { findSubscriptionContext } from './repositories/context.js';
import { setSubscriptionKind } from './repositories/state.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  outbox: Outbox;
  club: ClubIdentity;
  log: FastifyBaseLogger;
  links: SubscriptionLinks;
  documents: DocumentsService;
}

/** What staff mail a family from the edit screen: the link again, the attestation and invoice. */
export class SubscriptionMailing {
  constructor(private readonly deps: Deps) {}

  /**
   * POST /subscription/student/{id}/mail: a new link (the old one stops working), mailed to the
   * given addresses. `isNew` ("first subscription") is the subscription's own: a change is saved
   * with the link, so the form, the documents, the checklist and the price follow the mail's
   * wording, and audited. A cancelled subscription gets no link (restore it first).
   */
  async resendLink(
    memberId: number,
    input: ResendLinkInput & { email: string; secondaryEmail?: string | null },
    actorId: number,
    language: Language,
    subscriptionId?: number,
  ): Promise<LinkResentDto> {
    const id = await subscriptionIdOf(this.deps.db, memberId, subscriptionId);
    const to = [input.email, ...(input.secondaryEmail ? [input.secondaryEmail] : [])];
    const at = this.deps.clock.now();
    const link = await this.deps.db.transaction().execute(async (trx) => {
      const row = await findSubscriptionContext(trx, id);
      if (row === undefined) throw notFound('Subscription not found');
      if (row.state === 'CANCELLED') throw conflict('SUBSCRIPTION_CANCELLED');
      if (input.isNew !== undefined && input.isNew !== (row.is_new === 1)) {
        await setSubscriptionKind(trx, id, input.isNew, at.toISOString());
        await recordAudit(trx, {
          at,
          actorId,
          action: 'SUBSCRIPTION_KIND_CHANGED',
          targetType: 'SUBSCRIPTION',
          targetId: id,
          details: { isNew: input.isNew },
        });
      }
      const lang = row.m_language === null ? language : asLanguage(row.m_language);
      // The mail reads the kind from the subscription, now saved.
      return this.deps.links.issueSubscriptionLink(trx, id, lang, { to: [...new Set(to)] });
    });
    this.deps.log.info({ event: 'subscription_link_sent', subscriptionId: id, actorId }, 'subscription link sent');
    return { subscriptionId: id, recipients: link.recipients, expiresAt: link.expiresAt };
  }

  /** POST /subscription/{id}/attestation: the invoice mail with the attestation attached (payment recorded). */
  async sendInvoice(subscriptionId: number, actorId: number, fallbackLanguage: Language): Promise<InvoiceMailedDto> {
    const row = await findSubscriptionContext(this.deps.db, subscriptionId);
    if (row === undefined) throw notFound('Subscription not found');
    if (row.payment !== 1) throw new AppError('CONFLICT', 'PAYMENT_NOT_RECORDED');
    const to = familyAddresses(row);
    if (to.length === 0) throw new AppError('CONFLICT', 'NO_RECIPIENT');
    const language = this.deps.documents.languageOf(row, fallbackLanguage);
    const pdf = await this.deps.documents.attestation(row, language, actorId);
    const mail = invoiceMail({
      language,
      firstName: row.m_first_name,
      lastName: row.m_last_name,
      seasonLabel: row.season_label,
      clubName: await this.deps.club.name(),
    });
    await this.deps.outbox.queue(this.deps.db, {
      kind: 'SUBSCRIPTION_INVOICE',
      to,
      subject: mail.subject,
      text: mail.text,
      language,
      memberId: row.member_id,
      attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.content }],
    });
    this.deps.log.info({ event: 'invoice_sent', subscriptionId, actorId }, 'invoice mail queued');
    return { subscriptionId, recipients: to };
  }
}
