import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import { EML_COPY } from '../../mail/transport.js';
import { deleteMails, mailsAbout, setMailRecipients, type MailAboutRow, type MailIdentity } from './repository.js';

export const parseAddresses = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/** The mail is about the person (their id, or linked by their names for mails from before ids were kept: migration 029). */
export const isAbout = (row: Pick<MailAboutRow, 'about'>): boolean => row.about;

/**
 * Removes a person from the outbox, inside the caller's transaction: a mail about them,
 * or whose every recipient is an address being forgotten, is deleted; a mail to others as
 * well (a group mail) keeps going to the others only. Returns the ids whose .eml copies must go.
 */
export const forgetMails = async (trx: Transaction<DB>, who: MailIdentity): Promise<{ deleted: number[]; rewritten: number[] }> => {
  const forgotten = new Set(who.addresses);
  const rows = await mailsAbout(trx, who);
  const deleted: number[] = [];
  const rewritten: number[] = [];
  for (const row of rows) {
    const to = parseAddresses(row.to_addresses);
    const bcc = parseAddresses(row.bcc_addresses);
    const keep = (list: string[]) => list.filter((a) => !forgotten.has(a.toLowerCase()));
    const keptTo = keep(to);
    const keptBcc = keep(bcc);
    if (isAbout(row) || keptTo.length + keptBcc.length === 0) {
      deleted.push(row.id);
    } else if (keptTo.length !== to.length || keptBcc.length !== bcc.length) {
      await setMailRecipients(trx, row.id, keptTo, keptBcc);
      rewritten.push(row.id);
    }
  }
  await deleteMails(trx, deleted);
  return { deleted, rewritten };
};

/**
 * Deletes the .eml copies the file transport wrote for these outbox rows (a copy records
 * every recipient). Run after the transaction commits; a missing folder means no copies.
 */
export const removeMailCopies = async (folder: string, ids: readonly number[]): Promise<number> => {
  if (ids.length === 0) return 0;
  const wanted = new Set(ids);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const match = EML_COPY.exec(name);
    if (match !== null && wanted.has(Number(match[1]))) {
      await unlink(join(folder, name));
      removed += 1;
    }
  }
  return removed;
};
