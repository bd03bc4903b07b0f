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

export interface TextDocument {
  title: string;
  intro: string;
  articles: { heading: string; text: string }[];
  signature: string;
}

/** The club rules (règlement intérieur), printed and signed each season. */
export const RULES: Record<Language, TextDocument> = {
  fr: {
    title: 'Règlement intérieur',
    intro: "Ce règlement s'applique à tous les membres du club et à leurs représentants légaux. L'inscription vaut acceptation.",
    articles: [
      { heading: 'Article 1 – Inscription', text: "L'inscription n'est définitive qu'après remise de tous les documents demandés et paiement de la cotisation. La cotisation reste acquise au club." },
      { heading: 'Article 2 – Santé', text: "Le membre doit être apte à la pratique de la natation. Le certificat médical demandé doit être remis avant la première séance ; sans lui, l'accès au bassin peut être refusé." },
      { heading: 'Article 3 – Séances', text: "Les membres arrivent à l'heure, avec la tenue demandée, et suivent les consignes des entraîneurs et des maîtres-nageurs. Les absences répétées sont signalées aux familles." },
      { heading: 'Article 4 – Sécurité et hygiène', text: "La douche est obligatoire avant l'entrée dans l'eau. Il est interdit de courir sur les plages, de pousser ou de plonger hors des zones prévues." },
      { heading: 'Article 5 – Mineurs', text: "Les enfants sont sous la responsabilité de leurs parents jusqu'à la prise en charge par l'entraîneur dans l'enceinte de la piscine, et de nouveau dès la fin de la séance." },
      { heading: 'Article 6 – Respect', text: 'Chacun respecte les autres membres, les encadrants, le personnel de la piscine et le matériel. Tout manquement peut entraîner une exclusion temporaire ou définitive.' },
      { heading: 'Article 7 – Image', text: "Des photos des activités du club peuvent être publiées par le club ; une famille peut s'y opposer par écrit auprès du secrétariat." },
    ],
    signature: 'Lu et approuvé, date et signature du membre (ou de son représentant légal) :',
  },
  en: {
    title: 'Club rules',
    intro: 'These rules apply to every member of the club and to their legal guardians. Subscribing means accepting them.',
    articles: [
      { heading: 'Article 1 – Subscription', text: 'A subscription is final only once every requested document has been handed in and the fee paid. The fee is not refunded.' },
      { heading: 'Article 2 – Health', text: 'Members must be fit to swim. The requested medical certificate must be handed in before the first session; without it, access to the pool may be refused.' },
      { heading: 'Article 3 – Sessions', text: 'Members arrive on time, in the required outfit, and follow the instructions of coaches and lifeguards. Repeated absences are reported to families.' },
      { heading: 'Article 4 – Safety and hygiene', text: 'A shower is compulsory before entering the water. Running on the pool deck, pushing, or diving outside the allowed areas is forbidden.' },
      { heading: 'Article 5 – Minors', text: 'Children are in their parents’ care until the coach takes charge of them inside the pool, and again as soon as the session ends.' },
      { heading: 'Article 6 – Respect', text: 'Everyone respects the other members, the coaches, the pool staff and the equipment. Any breach may lead to a temporary or permanent exclusion.' },
      { heading: 'Article 7 – Pictures', text: "Pictures of the club's activities may be published by the club; a family may object in writing to the club's office." },
    ],
    signature: 'Read and approved, date and signature of the member (or their legal guardian):',
  },
};

/**
 * The association's general form (formulaire général de l'association, checklist item asmPdf):
 * membership of the association that runs the club, printed and signed each season.
 */
export const ASSOCIATION_FORM: Record<Language, TextDocument> = {
  fr: {
    title: "Formulaire général de l'association",
    intro:
      "Ce formulaire fait du membre un adhérent de l'association sportive qui gère le club. Il est à remplir, signer et remettre chaque saison au guichet de la piscine avec les autres documents.",
    articles: [
      { heading: 'Adhésion', text: "Par ce formulaire, le membre demande son adhésion à l'association pour la saison. Elle prend effet à la remise du dossier complet et se termine à la fin de la saison." },
      { heading: 'Statuts', text: "Le membre, ou son représentant légal, déclare avoir pris connaissance des statuts de l'association, consultables au secrétariat, et s'engage à les respecter." },
      { heading: 'Assurance', text: "L'adhésion comprend l'assurance responsabilité civile de l'association pendant les activités du club. Une assurance individuelle accident complémentaire est conseillée." },
      { heading: 'Assemblée générale', text: "Chaque adhérent majeur, ou le représentant légal d'un adhérent mineur, est invité à l'assemblée générale annuelle et peut y voter." },
      { heading: 'Urgence', text: "En cas d'accident, le club prévient la personne à contacter indiquée sur la fiche d'inscription et, si nécessaire, les services de secours." },
    ],
    signature: "Lu et approuvé, date et signature de l'adhérent (ou de son représentant légal) :",
  },
  en: {
    title: "Association's general form",
    intro:
      "This form makes the member a member of the sports association that runs the club. Fill it in, sign it and hand it in each season at the pool counter with the other documents.",
    articles: [
      { heading: 'Membership', text: 'With this form, the member applies to join the association for the season. Membership starts when the complete file is handed in and ends with the season.' },
      { heading: 'Articles of association', text: "The member, or their legal guardian, states that they have read the association's articles, available at the club's office, and agrees to abide by them." },
      { heading: 'Insurance', text: "Membership includes the association's third-party liability insurance during the club's activities. An additional personal accident insurance is advised." },
      { heading: 'General meeting', text: 'Every adult member, or the legal guardian of a minor member, is invited to the annual general meeting and may vote there.' },
      { heading: 'Emergency', text: 'In case of an accident, the club calls the contact given on the subscription form and, when needed, the emergency services.' },
    ],
    signature: 'Read and approved, date and signature of the member (or their legal guardian):',
  },
};

/** The swimmer's code of conduct of sports groups (not used in groups without it, SPEC group 6). */
export const CODE_OF_CONDUCT: Record<Language, TextDocument> = {
  fr: {
    title: 'Charte du nageur',
    intro: "En tant que nageur du club, je m'engage à :",
    articles: [
      { heading: 'Assiduité', text: "Être présent et ponctuel aux entraînements et prévenir mon entraîneur en cas d'absence." },
      { heading: 'Engagement', text: "Donner le meilleur de moi-même à l'entraînement comme en compétition, et accepter les choix de l'encadrement." },
      { heading: 'Respect', text: "Respecter mes coéquipiers, mes adversaires, les officiels, les entraîneurs et le matériel." },
      { heading: 'Esprit sportif', text: 'Refuser toute forme de tricherie, de dopage, de violence ou de discrimination.' },
      { heading: 'Image du club', text: "Porter les couleurs du club avec fierté et me comporter de façon exemplaire, y compris sur les réseaux sociaux." },
    ],
    signature: 'Date et signature du nageur :',
  },
  en: {
    title: "Swimmer's code of conduct",
    intro: 'As a swimmer of the club, I commit to:',
    articles: [
      { heading: 'Attendance', text: 'Be present and on time at training, and tell my coach when I cannot come.' },
      { heading: 'Commitment', text: 'Do my best in training and in competition, and accept the coaches’ decisions.' },
      { heading: 'Respect', text: 'Respect my teammates, opponents, officials, coaches and the equipment.' },
      { heading: 'Fair play', text: 'Refuse any form of cheating, doping, violence or discrimination.' },
      { heading: "The club's image", text: "Wear the club's colours with pride and behave in an exemplary way, social networks included." },
    ],
    signature: "Date and swimmer's signature:",
  },
};

/** The parents' code of conduct, for minors. */
export const GUARDIAN_CODE_OF_CONDUCT: Record<Language, TextDocument> = {
  fr: {
    title: 'Charte des parents',
    intro: "En tant que parent ou représentant légal d'un nageur mineur, je m'engage à :",
    articles: [
      { heading: 'Encourager', text: "Encourager mon enfant et tous les nageurs, sans pression excessive sur les résultats." },
      { heading: 'Faire confiance', text: "Laisser les entraîneurs diriger les séances et les compétitions, et leur parler en dehors des entraînements." },
      { heading: 'Respecter', text: 'Respecter les officiels, les autres familles et le personnel de la piscine.' },
      { heading: 'Informer', text: "Prévenir le club des absences, des problèmes de santé et de tout changement de coordonnées." },
      { heading: 'Accompagner', text: "Déposer et reprendre mon enfant aux heures prévues." },
    ],
    signature: 'Date et signature du représentant légal :',
  },
  en: {
    title: "Parents' code of conduct",
    intro: 'As the parent or legal guardian of a minor swimmer, I commit to:',
    articles: [
      { heading: 'Encourage', text: 'Encourage my child and every swimmer, without undue pressure on results.' },
      { heading: 'Trust', text: 'Let the coaches run training and competitions, and talk to them outside sessions.' },
      { heading: 'Respect', text: 'Respect the officials, the other families and the pool staff.' },
      { heading: 'Inform', text: 'Tell the club about absences, health issues and any change of contact details.' },
      { heading: 'Accompany', text: 'Drop off and pick up my child at the planned times.' },
    ],
    signature: "Date and legal guardian's signature:",
  },
};

export const WEEKDAYS: Record<Language, string[]> = {
  fr: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};
