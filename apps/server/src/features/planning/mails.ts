import { CLUB_TIME_ZONE } from '@club/domain';
import type { Language } from '../../lib/language.js';
import { bilingualMail, type Bilingual } from '../../mail/bilingual.js';

/** A session as a mail names it. */
export interface MailedSession {
  groupName: string;
  startsAt: string;
  endsAt: string;
  location: string;
}

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

const weekdayOf = (language: Language, instant: string): string =>
  new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone: CLUB_TIME_ZONE }).format(new Date(instant));

/** `DD/MM/YYYY` in Monaco (docs/product.md#languages-and-formats). */
const dayOf = (instant: string): string =>
  new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: CLUB_TIME_ZONE }).format(
    new Date(instant),
  );

/** `HH:mm`, 24 h, in Monaco. */
const timeOf = (instant: string): string =>
  new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: CLUB_TIME_ZONE }).format(
    new Date(instant),
  );

/** `- Benjamins, mardi 24/11/2026, 18:00–19:30, Stade Louis II` */
const sessionLine = (language: Language, session: MailedSession): string =>
  `- ${session.groupName}, ${weekdayOf(language, session.startsAt)} ${dayOf(session.startsAt)}, ${timeOf(session.startsAt)}–${timeOf(session.endsAt)}, ${session.location}`;

/** The first names of the children concerned, as a sentence: `Léa et Tom`, `Léa and Tom`. */
const namesOf = (names: readonly string[], and: string): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)!}`;

export interface PlanningChangeMailData {
  language: Language;
  clubName: string;
  /** CANCELLED: the sessions will not take place; RESTORED: a cancelled session takes place after all. */
  change: 'CANCELLED' | 'RESTORED';
  sessions: readonly MailedSession[];
  /** The staff's reason, for a cancellation. */
  reason: string | null;
}

export interface FamilyPlanningMailData extends PlanningChangeMailData {
  /** The family's children training in the groups concerned, by first name only like every mail to a family. */
  children: readonly string[];
  /** The family's absence page (`/absence?token=…`): a secret link, sealed by the outbox. */
  absenceUrl: string;
}

const subjects = (d: PlanningChangeMailData) => {
  const first = d.sessions[0]!;
  const several = d.sessions.length > 1;
  if (d.change === 'CANCELLED') {
    return {
      fr: several
        ? `${d.clubName} – séances annulées le ${dayOf(first.startsAt)}`
        : `${d.clubName} – séance annulée : ${first.groupName} le ${dayOf(first.startsAt)}`,
      en: several
        ? `${d.clubName} – sessions cancelled on ${dayOf(first.startsAt)}`
        : `${d.clubName} – session cancelled: ${first.groupName} on ${dayOf(first.startsAt)}`,
    };
  }
  return {
    fr: `${d.clubName} – la séance ${first.groupName} du ${dayOf(first.startsAt)} a bien lieu`,
    en: `${d.clubName} – the ${first.groupName} session on ${dayOf(first.startsAt)} takes place`,
  };
};

const frLead = (d: PlanningChangeMailData): string =>
  d.change === 'RESTORED'
    ? 'Finalement, la séance suivante, annoncée annulée, a bien lieu :'
    : d.sessions.length > 1
      ? 'Les séances suivantes sont annulées :'
      : 'La séance suivante est annulée :';

const enLead = (d: PlanningChangeMailData): string =>
  d.change === 'RESTORED'
    ? 'The following session, announced as cancelled, takes place after all:'
    : d.sessions.length > 1
      ? 'The following sessions are cancelled:'
      : 'The following session is cancelled:';

/**
 * Tells a family that sessions of their children's groups are cancelled, or that a cancelled
 * one takes place after all (docs/product.md#cancellations): one mail per address, listing every
 * session concerned, with the family's absence link to report a child absent without signing in.
 */
export const familyPlanningMail = (d: FamilyPlanningMailData): Bilingual => {
  const subject = subjects(d);
  return bilingualMail(
    d.language,
    {
      subject: subject.fr,
      text: [
        'Bonjour,',
        '',
        frLead(d),
        ...d.sessions.map((session) => sessionLine('fr', session)),
        ...(d.reason === null ? [] : ['', `Motif : ${d.reason}`]),
        '',
        `Cela concerne ${namesOf(d.children, 'et')}.`,
        '',
        `Pour signaler une absence à une séance, sans vous connecter : ${d.absenceUrl}`,
        '',
        d.clubName,
      ].join('\n'),
    },
    {
      subject: subject.en,
      text: [
        'Hello,',
        '',
        enLead(d),
        ...d.sessions.map((session) => sessionLine('en', session)),
        ...(d.reason === null ? [] : ['', `Reason: ${d.reason}`]),
        '',
        `This concerns ${namesOf(d.children, 'and')}.`,
        '',
        `To report an absence from a session, without signing in: ${d.absenceUrl}`,
        '',
        d.clubName,
      ].join('\n'),
    },
  );
};

/** The same news for a coach of the groups concerned: the sessions and the reason, no link. */
export const coachPlanningMail = (d: PlanningChangeMailData): Bilingual => {
  const subject = subjects(d);
  return bilingualMail(
    d.language,
    {
      subject: subject.fr,
      text: [
        'Bonjour,',
        '',
        frLead(d),
        ...d.sessions.map((session) => sessionLine('fr', session)),
        ...(d.reason === null ? [] : ['', `Motif : ${d.reason}`]),
        '',
        'Les familles des nageurs concernés ont été prévenues par mail.',
        '',
        d.clubName,
      ].join('\n'),
    },
    {
      subject: subject.en,
      text: [
        'Hello,',
        '',
        enLead(d),
        ...d.sessions.map((session) => sessionLine('en', session)),
        ...(d.reason === null ? [] : ['', `Reason: ${d.reason}`]),
        '',
        'The families of the swimmers concerned have been told by mail.',
        '',
        d.clubName,
      ].join('\n'),
    },
  );
};
