import type { ClubLegalIdentity } from '../../pdf/attestation.js';
import type { Language } from '../../lib/language.js';
import type { ClubIdentity } from '../club/identity.js';
import { clubAddressLines } from '../club/letterhead.js';

const filled = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());

/** What an invoice prints of the club, from its settings as an administrator saved them (features/club). */
export const clubLegalIdentity = async (identity: ClubIdentity, language: Language): Promise<ClubLegalIdentity> => {
  const settings = await identity.settings();
  const treasurerName = filled(settings.treasurer_name);
  return {
    name: identity.nameOf(settings),
    addressLines: clubAddressLines(settings, language),
    registrationNumber: filled(settings.registration_number),
    federationNumber: filled(settings.federation_number),
    email: filled(settings.email),
    phone: filled(settings.phone),
    iban: filled(settings.iban),
    bic: filled(settings.bic),
    treasurer: treasurerName === null ? null : { name: treasurerName, title: filled(settings.treasurer_title) },
  };
};
