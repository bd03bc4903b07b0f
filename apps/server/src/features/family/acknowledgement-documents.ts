import type { StaffAcknowledgementsDto } from '@club/domain';
import type { Kysely } from 'kysely';
import type { FamilyCaller } from '../../auth/access.js';
import type { DB } from '../../db/types.js';
import { notFound } from '../../lib/errors.js';
import { asLanguage, type Language } from '../../lib/language.js';
import type { ClubIdentity } from '../club/identity.js';
import { clubLetterhead } from '../club/letterhead.js';
import { clubTextsOf } from '../club/texts/current.js';
import type { RenderedPdf } from '../documents/service.js';
import { renderSignedText } from './acknowledgement-pdf.js';
import {
  acknowledgementsOf,
  findAcknowledgementForPdf,
  subscriptionExists,
  type AcknowledgementForPdf,
} from './repositories/acknowledgements.js';
import { membersOfAddress } from './repositories/members.js';
import { acknowledgementDtoOf, staffAcknowledgementDtoOf } from './signable.js';

const FILE_NAME: Record<Language, string> = { fr: 'signature', en: 'signed' };

const noSuchSignature = () => notFound('No such signature');

/** Signatures made online, as PDFs for the family and staff, and as the staff's list. */
export class AcknowledgementDocuments {
  constructor(private readonly deps: { db: Kysely<DB>; identity: ClubIdentity }) {}

  /** A signature of one of the address's members; any other answers as unknown. */
  async forFamily(caller: FamilyCaller, id: number, fallback: Language): Promise<RenderedPdf> {
    const row = await findAcknowledgementForPdf(this.deps.db, id);
    if (row === undefined) throw noSuchSignature();
    const members = await membersOfAddress(this.deps.db, caller.emailKey);
    if (!members.some((m) => m.id === row.member_id)) throw noSuchSignature();
    return this.render(row, fallback);
  }

  async forStaff(id: number, fallback: Language): Promise<RenderedPdf> {
    const row = await findAcknowledgementForPdf(this.deps.db, id);
    if (row === undefined) throw noSuchSignature();
    return this.render(row, fallback);
  }

  /** GET /subscription/:id/acknowledgements: each signature with the address and IP it came from, oldest first. */
  async staffList(subscriptionId: number): Promise<StaffAcknowledgementsDto> {
    if (!(await subscriptionExists(this.deps.db, subscriptionId))) throw notFound('Subscription not found');
    return { acknowledgements: (await acknowledgementsOf(this.deps.db, [subscriptionId])).map(staffAcknowledgementDtoOf) };
  }

  /** The version signed, in the family's language (the member's, else the request's). */
  private async render(row: AcknowledgementForPdf, fallback: Language): Promise<RenderedPdf> {
    const language = row.language === null ? fallback : asLanguage(row.language);
    const dto = acknowledgementDtoOf(row);
    const texts = clubTextsOf(this.deps.db);
    const text = texts.readable(await texts.named(dto.key, row.version), language);
    const content = await renderSignedText({
      club: await clubLetterhead(this.deps.identity, language),
      language,
      text,
      memberName: `${row.first_name} ${row.last_name}`,
      seasonLabel: row.season_label,
      signedName: row.signed_name,
      signedAt: row.signed_at,
      emailKey: row.email_key,
      ipAddress: row.ip_address,
    });
    return { filename: `${FILE_NAME[language]}-${dto.key}-${row.id}.pdf`, content };
  }
}
