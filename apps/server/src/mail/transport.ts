import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAddress {
  name: string;
  address: string;
}

/** A file sent with a mail; an inline one (the logo) is shown where the HTML names its `cid`. */
export interface MailAttachmentPart {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
  contentDisposition?: 'inline' | 'attachment';
}

export interface MailMessage {
  /** As text (MAIL_FROM), or as name and address, which nodemailer encodes itself whatever the name holds. */
  from: string | MailAddress;
  replyTo?: MailAddress;
  to: string[];
  bcc: string[];
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  attachments?: MailAttachmentPart[];
}

export interface MailTransport {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
}

/** SMTP through nodemailer (SMTP_URL). */
export const smtpTransport = (url: string): MailTransport => {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
};

/** Where the file transport writes, under the data folder. */
export const outboxFolder = (dataDir: string): string => resolve(dataDir, 'outbox');

/** The file name of a mail's .eml copy ends with its outbox id: `…-outbox42club.eml`. */
export const EML_COPY = /-outbox(\d+)club\.eml$/;

/** Without SMTP_URL: each mail becomes an .eml file that any mail client opens. */
export const fileTransport = (folder: string): MailTransport => {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    send: async (message) => {
      const info = await transporter.sendMail(message);
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.messageId.replace(/[^A-Za-z0-9]/g, '')}.eml`;
      await writeFile(join(folder, name), info.message as Buffer, { mode: 0o600 });
    },
    close: () => transporter.close(),
  };
};
