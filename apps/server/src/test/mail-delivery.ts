import { MailSender, type SenderOptions } from '../mail/sender.js';
import { fileTransport, outboxFolder, smtpTransport, type MailTransport } from '../mail/transport.js';
import type { TestApp } from './harness.js';

/** What a test may change in the server's sender (the attempts before giving up, the sender's address). */
export type DeliveryOptions = Partial<Pick<SenderOptions, 'maxAttempts' | 'from'>>;

/** Sends what the app's outbox holds once, through the given transport, as the server's sender would. */
const deliver = (t: TestApp, transport: MailTransport, options: DeliveryOptions = {}) =>
  new MailSender({
    db: t.deps.db,
    dialect: t.deps.dialect,
    clock: t.clock,
    transport,
    from: t.deps.config.mailFrom,
    club: t.deps.club,
    log: t.app.log,
    linkSeal: t.deps.outbox.linkSeal,
    ...options,
  }).runOnce();

/** To a real SMTP server (test/smtp.ts); resolves to the number of mails sent. */
export const deliverMails = (t: TestApp, smtpUrl: string, options: DeliveryOptions = {}) => deliver(t, smtpTransport(smtpUrl), options);

/** As `.eml` files in the data folder's outbox, like a server without SMTP_URL. */
export const deliverToFolder = (t: TestApp, dataDir: string) => deliver(t, fileTransport(outboxFolder(dataDir)));
