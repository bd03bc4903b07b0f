import { formatDate, frenchOf } from '@club/domain';
import type { Language } from '../../lib/language.js';
import { bilingualMail, type Bilingual } from '../../mail/bilingual.js';

/**
 * Bilingual mail templates of the family's form: the family's language first, then the
 * other one, because a new family's language is not known yet. Plain text only, so no
 * name typed by a family can inject markup.
 */
export interface LinkMailData {
  language: Language;
  firstName: string;
  lastName: string;
  seasonLabel: string;
  groupName: string | null;
  url: string;
  expiresAt: string;
  isNew: boolean;
  clubName: string;
}

export const linkMail = (d: LinkMailData): Bilingual => {
  const name = `${d.firstName} ${d.lastName}`;
  const until = formatDate(d.expiresAt);
  const group = d.groupName ?? '';
  return bilingualMail(
    d.language,
    {
      subject: `${d.isNew ? 'Inscription' : 'Réinscription'} ${frenchOf(name)} – saison ${d.seasonLabel}`,
      text: [
        'Bonjour,',
        '',
        d.isNew
          ? `${name} a une place dans le groupe ${group} pour la saison ${d.seasonLabel}.`
          : `La réinscription ${frenchOf(name)} pour la saison ${d.seasonLabel} est ouverte (groupe ${group}).`,
        'Merci de remplir le formulaire en ligne avec ce lien personnel :',
        d.url,
        '',
        'Vous pourrez ensuite télécharger les documents à imprimer et à apporter au guichet de la piscine.',
        `Ce lien est personnel : ne le transférez pas. Il est valable jusqu'au ${until}.`,
        '',
        d.clubName,
      ].join('\n'),
    },
    {
      subject: d.isNew ? `Subscription of ${name} – season ${d.seasonLabel}` : `Renewal of ${name} – season ${d.seasonLabel}`,
      text: [
        'Hello,',
        '',
        d.isNew
          ? `${name} has a place in the group ${group} for the ${d.seasonLabel} season.`
          : `The renewal of ${name} for the ${d.seasonLabel} season is open (group ${group}).`,
        'Please fill in the online form with this personal link:',
        d.url,
        '',
        'You can then download the documents to print and bring to the pool counter.',
        `This link is personal: do not forward it. It is valid until ${until}.`,
        '',
        d.clubName,
      ].join('\n'),
    },
  );
};

export interface SubmittedMailData {
  language: Language;
  firstName: string;
  lastName: string;
  seasonLabel: string;
  url: string;
  documents: { fr: string[]; en: string[] };
  clubName: string;
  /** Sent from the family space: `url` is the family space, not the subscription's own link. */
  familySpace?: boolean;
}

/** After the form is sent: what to print and bring to the counter. */
export const submittedMail = (d: SubmittedMailData): Bilingual => {
  const name = `${d.firstName} ${d.lastName}`;
  return bilingualMail(
    d.language,
    {
      subject: `Formulaire reçu – ${name} – saison ${d.seasonLabel}`,
      text: [
        'Bonjour,',
        '',
        `Nous avons bien reçu le formulaire d'inscription ${frenchOf(name)}.`,
        'Documents à apporter au guichet de la piscine :',
        ...d.documents.fr.map((line) => `- ${line}`),
        '',
        d.familySpace
          ? 'Signez les textes, envoyez les documents et suivez l’inscription depuis l’espace famille :'
          : 'Les documents à imprimer se téléchargent avec votre lien :',
        d.url,
        '',
        d.clubName,
      ].join('\n'),
    },
    {
      subject: `Form received – ${name} – season ${d.seasonLabel}`,
      text: [
        'Hello,',
        '',
        `We have received the subscription form of ${name}.`,
        'Documents to bring to the pool counter:',
        ...d.documents.en.map((line) => `- ${line}`),
        '',
        d.familySpace
          ? 'Sign the texts, send the documents and follow the subscription from the family space:'
          : 'The documents to print can be downloaded with your link:',
        d.url,
        '',
        d.clubName,
      ].join('\n'),
    },
  );
};
