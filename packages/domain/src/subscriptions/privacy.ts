/**
 * The privacy notice acknowledged on the public form. Monaco law n° 1.565 of 3 December 2024
 * on the protection of personal data replaced law n° 1.165 of 23 December 1993 (the one
 * SPEC §1 names); the notice names both. The version is stored with each acceptance, with
 * who accepted (the guardian for a minor) and when: change the text, change the version.
 */
export const PRIVACY_NOTICE_VERSION = '2024-12-03.1';

export interface PrivacyNotice {
  version: string;
  title: string;
  paragraphs: string[];
}

export const PRIVACY_NOTICE: Record<'fr' | 'en', PrivacyNotice> = {
  fr: {
    version: PRIVACY_NOTICE_VERSION,
    title: 'Protection des données personnelles',
    paragraphs: [
      "Les informations recueillies sur ce formulaire sont traitées par le club, responsable du traitement, pour gérer l'inscription du membre, les licences fédérales, les entraînements, les compétitions et les communications du club.",
      'Ce traitement est conforme à la loi n° 1.565 du 3 décembre 2024 relative à la protection des données personnelles, qui a remplacé la loi n° 1.165 du 23 décembre 1993.',
      "Les données sont réservées aux responsables et entraîneurs du club et, pour les licences, à la fédération. Elles sont conservées tant que le membre est inscrit, puis pendant la durée fixée par le club avant d'être supprimées ou anonymisées.",
      "Vous disposez d'un droit d'accès, de rectification, d'effacement, de portabilité et d'opposition, que vous pouvez exercer auprès du secrétariat du club. Vous pouvez aussi saisir l'autorité monégasque de protection des données personnelles.",
      "Pour un membre mineur, le représentant légal accepte cette notice en son nom.",
    ],
  },
  en: {
    version: PRIVACY_NOTICE_VERSION,
    title: 'Personal data protection',
    paragraphs: [
      "The information collected on this form is processed by the club, the data controller, to manage the member's subscription, federation licences, training, competitions and the club's communications.",
      'This processing complies with Monaco law n° 1.565 of 3 December 2024 on the protection of personal data, which replaced law n° 1.165 of 23 December 1993.',
      'The data is kept for the club’s officers and coaches and, for licences, the federation. It is kept while the member is subscribed, then for the period the club sets before it is erased or anonymised.',
      "You have the right of access, rectification, erasure, portability and objection, which you can exercise with the club's office. You may also refer to Monaco's personal data protection authority.",
      'For a minor member, the legal guardian accepts this notice on their behalf.',
    ],
  },
};
