import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { E2E_MAIL_DIR } from './env.js';

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  raw: string;
}

/** Every mail the SMTP server has received so far, oldest first. */
export const receivedMails = async (): Promise<ReceivedMail[]> => {
  const files = readdirSync(E2E_MAIL_DIR)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(join(E2E_MAIL_DIR, file), 'utf8');
      const envelope = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? '';
      return { envelopeTo: envelope.split(',').filter(Boolean), parsed: await simpleParser(raw), raw };
    }),
  );
};

/** Waits until a mail matching the predicate arrives (the outbox sends within a few seconds). */
export const waitForMail = async (predicate: (mail: ReceivedMail) => boolean, timeoutMs = 20_000): Promise<ReceivedMail> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await receivedMails()).find(predicate);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('No matching mail arrived');
};
