import { MailSender } from '../mail/sender.js';
import { fileTransport, outboxFolder, smtpTransport, type MailTransport } from '../mail/transport.js';
import type { TestApp } from './harness.js';

/** Sends what the app's outbox holds once, through the given transport, as the server's sender would. */
const deliver = (t: TestApp, transport: MailTransport) =>
  new MailSender({
    db: t.deps.db,
    dialect: t.deps.dialect,
    clock: t.clock,
    transport,
    from: t.deps.config.mailFrom,
    club: t.deps.club,
    log: t.app.log,
    linkSeal: t.deps.outbox.linkSeal,
  }).runOnce();

/** To a real SMTP server (test/smtp.ts). */
export const deliverMails = (t: TestApp, smtpUrl: string) => deliver(t, smtpTransport(smtpUrl));

/** As `.eml` files in the data folder's outbox, like a server without SMTP_URL. */
export const deliverToFolder = (t: TestApp, dataDir: string) => deliver(t, fileTransport(outboxFolder(dataDir)));
