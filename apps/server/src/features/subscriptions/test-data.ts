/**
 * Helpers for the subscription tests: the family's form, the link in a mail, the text of a PDF.
 * The records themselves come from the factories (test/factories/). Not used by the product code.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LinkedSubscription } from '../../test/factories/index.js';

/** A complete, valid public form for a subscription: the 22 fields plus the privacy acceptance. */
export const validForm = (s: LinkedSubscription, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  token: s.token,
  id: s.memberId,
  subscriptionId: s.subscriptionId,
  fname: 'Léa',
  lname: 'Martin',
  gender: 'F',
  birthDate: '2014-03-15',
  birthPlace: 'Monaco',
  nationality: 'MC',
  guardianFname: 'Claire',
  guardianLname: 'Martin',
  guardianEmail: `claire.${s.subscriptionId}@example.org`,
  guardianPhone: `06${String(10_000_000 + s.subscriptionId)}`,
  instagramHandle: '',
  secondGuardianEmail: '',
  secondGuardianPhone: '',
  address: '12, boulevard des Moulins',
  addressComp: '',
  city: 'Monaco',
  zipCode: '98000',
  country: 'MC',
  shirtSizeId: 3,
  shortSizeId: 4,
  covidClause: true,
  privacyAccepted: true,
  ...overrides,
});

/** The link token in a mail's text. */
export const tokenInText = (text: string): string | undefined => /\/subscribe\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** The text of a PDF, read by a real reader (pdftotext from poppler-utils). */
export const pdfToText = (pdf: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
