import type { ClubTextKey } from '@club/domain/club';
import type { Language } from '../../../lib/language.js';

/** Each text's name, its title when its Markdown does not open with a heading. */
export const TEXT_TITLES: Record<ClubTextKey, Record<Language, string>> = {
  rules: { fr: 'Règlement intérieur', en: 'Club rules' },
  codeOfConduct: { fr: 'Charte du nageur', en: "Swimmer's code of conduct" },
  guardianCodeOfConduct: { fr: 'Charte des parents', en: "Parents' code of conduct" },
  privacy: { fr: 'Protection des données personnelles', en: 'Personal data protection' },
  generalForm: { fr: "Formulaire général de l'association", en: "Association's general form" },
};

/**
 * The drafts shipped with the application: what the club's legal texts say until an admin
 * publishes a version of their own (docs/product.md, "Legal texts"). Each opens with its title
 * as a heading; the signature line under a printed text belongs to the PDF's layout
 * (pdf/text-document.ts), not to the text.
 */
export const SHIPPED_DRAFTS: Record<ClubTextKey, { fr: string; en: string }> = {
  rules: {
    fr: `# Règlement intérieur

Ce règlement s'applique à tous les membres du club et à leurs représentants légaux. L'inscription vaut acceptation.

## Article 1 – Inscription

L'inscription n'est définitive qu'après remise de tous les documents demandés et paiement de la cotisation. La cotisation reste acquise au club.

## Article 2 – Santé

Le membre doit être apte à la pratique de la natation. Le certificat médical demandé doit être remis avant la première séance ; sans lui, l'accès au bassin peut être refusé.

## Article 3 – Séances

Les membres arrivent à l'heure, avec la tenue demandée, et suivent les consignes des entraîneurs et des maîtres-nageurs. Les absences répétées sont signalées aux familles.

## Article 4 – Sécurité et hygiène

La douche est obligatoire avant l'entrée dans l'eau. Il est interdit de courir sur les plages, de pousser ou de plonger hors des zones prévues.

## Article 5 – Mineurs

Les enfants sont sous la responsabilité de leurs parents jusqu'à la prise en charge par l'entraîneur dans l'enceinte de la piscine, et de nouveau dès la fin de la séance.

## Article 6 – Respect

Chacun respecte les autres membres, les encadrants, le personnel de la piscine et le matériel. Tout manquement peut entraîner une exclusion temporaire ou définitive.

## Article 7 – Image

Des photos des activités du club peuvent être publiées par le club ; une famille peut s'y opposer par écrit auprès du secrétariat.
`,
    en: `# Club rules

These rules apply to every member of the club and to their legal guardians. Subscribing means accepting them.

## Article 1 – Subscription

A subscription is final only once every requested document has been handed in and the fee paid. The fee is not refunded.

## Article 2 – Health

Members must be fit to swim. The requested medical certificate must be handed in before the first session; without it, access to the pool may be refused.

## Article 3 – Sessions

Members arrive on time, in the required outfit, and follow the instructions of coaches and lifeguards. Repeated absences are reported to families.

## Article 4 – Safety and hygiene

A shower is compulsory before entering the water. Running on the pool deck, pushing, or diving outside the allowed areas is forbidden.

## Article 5 – Minors

Children are in their parents’ care until the coach takes charge of them inside the pool, and again as soon as the session ends.

## Article 6 – Respect

Everyone respects the other members, the coaches, the pool staff and the equipment. Any breach may lead to a temporary or permanent exclusion.

## Article 7 – Pictures

Pictures of the club's activities may be published by the club; a family may object in writing to the club's office.
`,
  },
  codeOfConduct: {
    fr: `# Charte du nageur

En tant que nageur du club, je m'engage à :

## Assiduité

Être présent et ponctuel aux entraînements et prévenir mon entraîneur en cas d'absence.

## Engagement

Donner le meilleur de moi-même à l'entraînement comme en compétition, et accepter les choix de l'encadrement.

## Respect

Respecter mes coéquipiers, mes adversaires, les officiels, les entraîneurs et le matériel.

## Esprit sportif

Refuser toute forme de tricherie, de dopage, de violence ou de discrimination.

## Image du club

Porter les couleurs du club avec fierté et me comporter de façon exemplaire, y compris sur les réseaux sociaux.
`,
    en: `# Swimmer's code of conduct

As a swimmer of the club, I commit to:

## Attendance

Be present and on time at training, and tell my coach when I cannot come.

## Commitment

Do my best in training and in competition, and accept the coaches’ decisions.

## Respect

Respect my teammates, opponents, officials, coaches and the equipment.

## Fair play

Refuse any form of cheating, doping, violence or discrimination.

## The club's image

Wear the club's colours with pride and behave in an exemplary way, social networks included.
`,
  },
  guardianCodeOfConduct: {
    fr: `# Charte des parents

En tant que parent ou représentant légal d'un nageur mineur, je m'engage à :

## Encourager

Encourager mon enfant et tous les nageurs, sans pression excessive sur les résultats.

## Faire confiance

Laisser les entraîneurs diriger les séances et les compétitions, et leur parler en dehors des entraînements.

## Respecter

Respecter les officiels, les autres familles et le personnel de la piscine.

## Informer

Prévenir le club des absences, des problèmes de santé et de tout changement de coordonnées.

## Accompagner

Déposer et reprendre mon enfant aux heures prévues.
`,
    en: `# Parents' code of conduct

As the parent or legal guardian of a minor swimmer, I commit to:

## Encourage

Encourage my child and every swimmer, without undue pressure on results.

## Trust

Let the coaches run training and competitions, and talk to them outside sessions.

## Respect

Respect the officials, the other families and the pool staff.

## Inform

Tell the club about absences, health issues and any change of contact details.

## Accompany

Drop off and pick up my child at the planned times.
`,
  },
  // Monaco law n° 1.565 of 3 December 2024 replaced law n° 1.165 of 23 December 1993: the notice names both.
  privacy: {
    fr: `# Protection des données personnelles

Les informations recueillies sur ce formulaire sont traitées par le club, responsable du traitement, pour gérer l'inscription du membre, les licences fédérales, les entraînements, les compétitions et les communications du club.

Ce traitement est conforme à la loi n° 1.565 du 3 décembre 2024 relative à la protection des données personnelles, qui a remplacé la loi n° 1.165 du 23 décembre 1993.

Les données sont réservées aux responsables et entraîneurs du club et, pour les licences, à la fédération. Elles sont conservées tant que le membre est inscrit, puis pendant la durée fixée par le club avant d'être supprimées ou anonymisées.

Vous disposez d'un droit d'accès, de rectification, d'effacement, de portabilité et d'opposition, que vous pouvez exercer auprès du secrétariat du club. Vous pouvez aussi saisir l'autorité monégasque de protection des données personnelles.

Pour un membre mineur, le représentant légal accepte cette notice en son nom.
`,
    en: `# Personal data protection

The information collected on this form is processed by the club, the data controller, to manage the member's subscription, federation licences, training, competitions and the club's communications.

This processing complies with Monaco law n° 1.565 of 3 December 2024 on the protection of personal data, which replaced law n° 1.165 of 23 December 1993.

The data is kept for the club’s officers and coaches and, for licences, the federation. It is kept while the member is subscribed, then for the period the club sets before it is erased or anonymised.

You have the right of access, rectification, erasure, portability and objection, which you can exercise with the club's office. You may also refer to Monaco's personal data protection authority.

For a minor member, the legal guardian accepts this notice on their behalf.
`,
  },
  generalForm: {
    fr: `# Formulaire général de l'association

Ce formulaire fait du membre un adhérent de l'association sportive qui gère le club. Il est à remplir, signer et remettre chaque saison au guichet de la piscine avec les autres documents.

## Adhésion

Par ce formulaire, le membre demande son adhésion à l'association pour la saison. Elle prend effet à la remise du dossier complet et se termine à la fin de la saison.

## Statuts

Le membre, ou son représentant légal, déclare avoir pris connaissance des statuts de l'association, consultables au secrétariat, et s'engage à les respecter.

## Assurance

L'adhésion comprend l'assurance responsabilité civile de l'association pendant les activités du club. Une assurance individuelle accident complémentaire est conseillée.

## Assemblée générale

Chaque adhérent majeur, ou le représentant légal d'un adhérent mineur, est invité à l'assemblée générale annuelle et peut y voter.

## Urgence

En cas d'accident, le club prévient la personne à contacter indiquée sur la fiche d'inscription et, si nécessaire, les services de secours.
`,
    en: `# Association's general form

This form makes the member a member of the sports association that runs the club. Fill it in, sign it and hand it in each season at the pool counter with the other documents.

## Membership

With this form, the member applies to join the association for the season. Membership starts when the complete file is handed in and ends with the season.

## Articles of association

The member, or their legal guardian, states that they have read the association's articles, available at the club's office, and agrees to abide by them.

## Insurance

Membership includes the association's third-party liability insurance during the club's activities. An additional personal accident insurance is advised.

## General meeting

Every adult member, or the legal guardian of a minor member, is invited to the annual general meeting and may vote there.

## Emergency

In case of an accident, the club calls the contact given on the subscription form and, when needed, the emergency services.
`,
  },
};
