import type { ChecklistItem, PrintableDocument } from '@club/domain';
import type { Language } from '../lib/language.js';

/** Names of the documents, for PDFs, mails and the export. */
export const DOCUMENT_LABELS: Record<Language, Record<ChecklistItem | PrintableDocument, string>> = {
  fr: {
    subscriptionForm: "Fiche d'inscription signée",
    rules: 'Règlement intérieur signé',
    idPhoto: "Photo d'identité",
    asmPdf: "Formulaire général de l'association",
    medicalCertificate: 'Certificat médical',
    payment: 'Paiement de la cotisation',
    ffnLicense: 'Licence FFN',
    codeOfConduct: 'Charte du nageur signée',
    guardianCodeOfConduct: 'Charte des parents signée',
    schedule: 'Planning du groupe',
    attestation: 'Attestation et facture',
  },
  en: {
    subscriptionForm: 'Signed subscription form',
    rules: 'Signed club rules',
    idPhoto: 'ID photo',
    asmPdf: "Association's general form",
    medicalCertificate: 'Medical certificate',
    payment: 'Payment of the fee',
    ffnLicense: 'FFN licence',
    codeOfConduct: "Signed swimmer's code of conduct",
    guardianCodeOfConduct: "Signed parents' code of conduct",
    schedule: "Group's schedule",
    attestation: 'Attestation and invoice',
  },
};

export const WEEKDAYS: Record<Language, string[]> = {
  fr: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};
