import { documentsToBring, sizeLabel } from '@club/domain';
import type { FormPrivacy } from '@club/domain/club';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { clubTextsOf } from '../club/texts/current.js';
import { documentFlags, documentsOf, layoutOf, priceCentsOf } from '../subscriptions/context.js';
import type { SubscriptionContext } from '../subscriptions/repositories/context.js';
import type { SizeCatalog } from '../subscriptions/sizes.js';

/**
 * The contact the resume shows the family: what they typed on this subscription once they have
 * sent it (never a guardian record they matched), else the member's own guardian and second
 * contact on file, else the member's own contact: for an adult, who is their own contact, under
 * their own name, so that they do not type it again.
 */
const contactShownBack = (row: SubscriptionContext, adult: boolean) => {
  if (row.guardian_email !== null) {
    return {
      guardian: {
        fname: row.guardian_first_name ?? '',
        lname: row.guardian_last_name ?? '',
        email: row.guardian_email,
        phone: row.guardian_phone_number ?? '',
      },
      secondContact: { email: row.guardian_secondary_email, phone: row.guardian_secondary_phone_number },
    };
  }
  const ownNames = adult && row.m_guardian_id === null;
  return {
    guardian: {
      fname: row.gu_first_name ?? (ownNames ? row.m_first_name : ''),
      lname: row.gu_last_name ?? (ownNames ? row.m_last_name : ''),
      email: row.gu_email ?? row.m_email ?? '',
      phone: row.gu_phone_number ?? row.m_phone_number ?? '',
    },
    secondContact: { email: row.m_second_guardian_email, phone: row.m_second_guardian_phone },
  };
};

/** The privacy notice in force, in both languages: the form shows it and its acceptance stores its label. */
const privacyNotice = async (db: Kysely<DB>): Promise<FormPrivacy> => {
  const texts = clubTextsOf(db);
  const notice = await texts.current('privacy');
  return { version: notice.label, texts: { fr: texts.readable(notice, 'fr'), en: texts.readable(notice, 'en') } };
};

export interface ResumeDeps {
  db: Kysely<DB>;
  sizes: SizeCatalog;
}

/**
 * GET /subscription/resume (the `resumeDto` contract): what the club knows of one
 * subscription, to pre-fill the form or show the read-only view, in the family's language.
 */
export const resumeOf = async (deps: ResumeDeps, row: SubscriptionContext, today: Date, language: 'fr' | 'en') => {
  const layout = layoutOf(row, today);
  const inLanguage = (options: readonly { id: number; label: string }[]) =>
    options.map((o) => ({ id: o.id, label: sizeLabel(o.label, language) }));
  const sizes = await deps.sizes.options();
  const [shirt, short] = [inLanguage(sizes.shirt), inLanguage(sizes.short)];
  const { guardian, secondContact } = contactShownBack(row, !layout.isMinor);
  const documents = documentsOf(row, today);
  return {
    id: row.member_id,
    isNew: row.is_new === 1,
    groupTypeId: row.group_type_id,
    ffnLicense: row.group_ffn_license === 1,
    subscription: { id: row.id, state: row.state, birthDate: row.m_birth_date },
    fillable: row.state === 'SCHEDULED',
    season: { label: row.season_label, endDate: row.season_end },
    group:
      row.group_id === null
        ? null
        : {
            id: row.group_id,
            name: row.group_name ?? '',
            typeCode: row.type_code,
            addsSchedule: row.type_adds_schedule === 1,
            sportsCodeOfConduct: row.group_sports_code_of_conduct === 1,
            priceCents: priceCentsOf(row),
          },
    form: {
      id: row.member_id,
      subscriptionId: row.id,
      fname: row.m_first_name,
      lname: row.m_last_name,
      gender: row.m_gender,
      birthDate: row.m_birth_date,
      birthPlace: row.m_birth_place ?? '',
      nationality: row.m_nationality ?? '',
      guardianFname: guardian.fname,
      guardianLname: guardian.lname,
      guardianEmail: guardian.email,
      guardianPhone: guardian.phone,
      instagramHandle: row.m_instagram_handle ?? '',
      secondGuardianEmail: secondContact.email ?? '',
      secondGuardianPhone: secondContact.phone ?? '',
      address: row.m_address ?? '',
      addressComp: row.m_address_comp ?? '',
      city: row.m_city ?? '',
      zipCode: row.m_zip_code ?? '',
      country: row.m_country ?? '',
      shirtSizeId: row.m_shirt_size_id,
      shortSizeId: row.m_short_size_id,
    },
    isMinor: layout.isMinor,
    contactLabel: layout.contactLabel,
    showInstagram: layout.showInstagram,
    documents: { ...documents, toBring: documentsToBring(documents.checklist, documentFlags(row), row.state) },
    privacy: await privacyNotice(deps.db),
    sizes: { shirt, short },
  };
};
