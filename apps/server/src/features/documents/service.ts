import { isPrintableDocument, sizeLabel, type GenericDocument, type PrintableDocument } from '@club/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { asLanguage, type Language } from '../../lib/language.js';
import { renderAttestation } from '../../pdf/attestation.js';
import { renderSchedule, renderSubscriptionForm, type SubscriptionForPdf } from '../../pdf/documents.js';
import type { Letterhead } from '../../pdf/layout.js';
import { renderTextDocument } from '../../pdf/text-document.js';
import type { ClubIdentity } from '../club/identity.js';
import { clubLegalIdentity } from '../invoices/legal-identity.js';
import type { InvoicesService } from '../invoices/service.js';
import { clubLetterhead } from '../club/letterhead.js';
import { printedText, TEXT_OF_DOCUMENT } from '../club/texts/printed.js';
import { findCurrentSeason, findSeasonByLabel } from '../seasons/repository.js';
import { documentsOf, layoutOf, priceCentsOf } from '../subscriptions/context.js';
import { findSubscriptionContext, type SubscriptionContext } from '../subscriptions/repositories/context.js';
import { findGroupForSchedule, groupTimeSlots } from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  /** The club's settings: the documents' header, and the invoice's legal identity and bank details. */
  identity: ClubIdentity;
  /** The attestation of a paid subscription is its invoice, issued the first time. */
  invoices: InvoicesService;
}

export interface RenderedPdf {
  filename: string;
  content: Buffer;
}

const FILE_NAMES: Record<Language, Record<PrintableDocument, string>> = {
  fr: {
    subscriptionForm: 'fiche-inscription',
    rules: 'reglement-interieur',
    asmPdf: 'formulaire-general-association',
    codeOfConduct: 'charte-nageur',
    guardianCodeOfConduct: 'charte-parents',
    schedule: 'planning',
    attestation: 'attestation-facture',
  },
  en: {
    subscriptionForm: 'subscription-form',
    rules: 'club-rules',
    asmPdf: 'association-general-form',
    codeOfConduct: 'code-of-conduct',
    guardianCodeOfConduct: 'parents-code-of-conduct',
    schedule: 'schedule',
    attestation: 'attestation-invoice',
  },
};

/** The printable documents (docs/product.md), generated from the data as PDFs in the family's language. */
export class DocumentsService {
  constructor(private readonly deps: Deps) {}

  /** The club as the documents' header shows it: name, logo, address and contact, from its settings. */
  private letterhead(language: Language): Promise<Letterhead> {
    return clubLetterhead(this.deps.identity, language);
  }

  /** The blank rules, codes of conduct and association's general form, readable before subscribing. */
  async generic(kind: GenericDocument, language: Language): Promise<RenderedPdf> {
    return {
      filename: `${FILE_NAMES[language][kind]}.pdf`,
      content: await renderTextDocument(kind, {
        language,
        club: await this.letterhead(language),
        text: await printedText(this.deps.db, TEXT_OF_DOCUMENT[kind], language),
      }),
    };
  }

  async context(subscriptionId: number): Promise<SubscriptionContext> {
    const row = await findSubscriptionContext(this.deps.db, subscriptionId);
    if (row === undefined) throw notFound('Subscription not found');
    return row;
  }

  /** The family's language: the one they chose on the form, else the request's. */
  languageOf(row: SubscriptionContext, fallback: Language): Language {
    return row.m_language === null ? fallback : asLanguage(row.m_language);
  }

  /** One printable document of a subscription; 404 when it does not apply to it. */
  async forSubscription(
    row: SubscriptionContext,
    document: string,
    language: Language,
    issuedBy: number | null = null,
  ): Promise<RenderedPdf> {
    if (!isPrintableDocument(document)) throw notFound('Unknown document');
    const today = this.deps.clock.now();
    const documents = documentsOf(row, today);
    if (!documents.printable.includes(document)) throw notFound('This document does not apply to this subscription');
    const filename = `${FILE_NAMES[language][document]}-${row.id}.pdf`;
    const data = this.pdfData(row, language, documents.checklist, await this.letterhead(language));
    switch (document) {
      case 'subscriptionForm':
        return { filename, content: await renderSubscriptionForm(data, await printedText(this.deps.db, 'privacy', language, row)) };
      case 'attestation': {
        if (row.payment !== 1) throw new AppError('CONFLICT', 'PAYMENT_NOT_RECORDED');
        // docs/product.md, Invoices: the first attestation of a paid subscription issues its invoice.
        const invoice = await this.deps.invoices.issue(row, language, issuedBy);
        return { filename, content: await renderAttestation(data, invoice, await clubLegalIdentity(this.deps.identity, language)) };
      }
      case 'schedule':
        return { filename, content: await this.schedule(row, language) };
      default:
        return {
          filename,
          content: await renderTextDocument(document, {
            language,
            club: await this.letterhead(language),
            text: await printedText(this.deps.db, TEXT_OF_DOCUMENT[document], language, row),
            member: { name: `${row.m_first_name} ${row.m_last_name}`, groupName: row.group_name, seasonLabel: row.season_label },
          }),
        };
    }
  }

  private async schedule(row: SubscriptionContext, language: Language): Promise<Buffer> {
    const slots = row.group_id === null ? [] : await groupTimeSlots(this.deps.db, row.group_id);
    return renderSchedule({
      club: await this.letterhead(language),
      language,
      groupName: row.group_name ?? '',
      seasonLabel: row.season_label,
      slots,
    });
  }

  /** GET /group/{id}/schedule: a group's schedule, for groups whose type adds one. */
  async groupSchedule(groupId: number, language: Language, seasonLabel?: string): Promise<RenderedPdf> {
    const group = await findGroupForSchedule(this.deps.db, groupId);
    if (group === undefined || group.adds_schedule !== 1) throw notFound('No schedule for this group');
    const season = seasonLabel === undefined ? await findCurrentSeason(this.deps.db) : await findSeasonByLabel(this.deps.db, seasonLabel);
    if (season === undefined) throw notFound('Unknown season');
    const slots = await groupTimeSlots(this.deps.db, groupId);
    return {
      filename: `${FILE_NAMES[language].schedule}-${season.label}.pdf`,
      content: await renderSchedule({
        club: await this.letterhead(language),
        language,
        groupName: group.name,
        seasonLabel: season.label,
        slots,
      }),
    };
  }

  /** The attestation as a mail attachment (the invoice mail). */
  async attestation(row: SubscriptionContext, language: Language, issuedBy: number | null = null): Promise<RenderedPdf> {
    return this.forSubscription(row, 'attestation', language, issuedBy);
  }

  private pdfData(
    row: SubscriptionContext,
    language: Language,
    checklist: SubscriptionForPdf['checklist'],
    club: Letterhead,
  ): SubscriptionForPdf {
    const today = this.deps.clock.now();
    const layout = layoutOf(row, today);
    const guardianFirst = row.gu_first_name ?? row.guardian_first_name;
    const guardianLast = row.gu_last_name ?? row.guardian_last_name;
    const guardianEmail = row.gu_email ?? row.guardian_email;
    return {
      id: row.id,
      club,
      language,
      member: {
        firstName: row.m_first_name,
        lastName: row.m_last_name,
        gender: row.m_gender,
        birthDate: row.m_birth_date,
        birthPlace: row.m_birth_place,
        nationality: row.m_nationality,
        address: row.m_address,
        addressComp: row.m_address_comp,
        zipCode: row.m_zip_code,
        city: row.m_city,
        country: row.m_country,
        email: row.m_email,
        phoneNumber: row.m_phone_number,
        shirtSize: row.shirt_label === null ? null : sizeLabel(row.shirt_label, language),
        shortSize: row.short_label === null ? null : sizeLabel(row.short_label, language),
        school: row.m_school,
        schoolLevel: row.m_school_level,
        instagramHandle: row.m_instagram_handle,
        secondContactEmail: row.m_second_guardian_email,
        secondContactPhone: row.m_second_guardian_phone,
      },
      isMinor: layout.isMinor,
      guardian:
        guardianEmail === null
          ? null
          : {
              firstName: guardianFirst ?? '',
              lastName: guardianLast ?? '',
              email: guardianEmail,
              phoneNumber: row.gu_phone_number ?? row.guardian_phone_number ?? '',
            },
      groupName: row.group_name,
      typeLabel: language === 'en' ? row.type_label_en : row.type_label_fr,
      seasonLabel: row.season_label,
      isNew: row.is_new === 1,
      priceCents: priceCentsOf(row),
      checklist,
      privacy:
        row.privacy_version === null || row.privacy_accepted_at === null
          ? null
          : { version: row.privacy_version, acceptedAt: row.privacy_accepted_at },
      processDate: row.process_date,
      paidOn: row.process_date ?? today.toISOString(),
    };
  }
}
