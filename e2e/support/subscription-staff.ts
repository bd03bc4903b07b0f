import { adminApi, createGroup, createStudent, placeAfterTest, subscriptionLinkFor, uniqueSuffix } from './subscriptions.js';
import type { Lang } from './i18n.js';

/**
 * The staff subscription walk's data, made through the API: a child placed after a try-out
 * test, whose family sends the form with a guardian that clashes with one already on file
 * (same e-mail, other names): the "problem" staff resolve in the guardian picker.
 */

interface ResumeAnswer {
  form: { id: number; subscriptionId: number };
  sizes: { shirt: { id: number }[]; short: { id: number }[] };
}

export interface GuardianProblem {
  member: { firstName: string; lastName: string; studentId: number };
  /** The guardian on file that staff pick. */
  guardian: { firstName: string; lastName: string; email: string };
  /** What the family typed instead. */
  typed: { firstName: string; lastName: string };
}

/** Letters only: names accept no digits in some rules, and they must stay apart between runs. */
const letters = (): string => uniqueSuffix().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

export const seedGuardianProblem = async (lang: Lang): Promise<GuardianProblem> => {
  const api = await adminApi();
  const tag = letters();
  const member = lang === 'fr' ? { firstName: 'Éloïse', lastName: `Lemaire-${tag}` } : { firstName: 'Olivia', lastName: `Hughes-${tag}` };
  const guardian =
    lang === 'fr'
      ? { firstName: 'Marie', lastName: `Lemaire-${tag}`, email: `marie.lemaire.${tag}@example.org` }
      : { firstName: 'Grace', lastName: `Hughes-${tag}`, email: `grace.hughes.${tag}@example.org` };
  const typed = lang === 'fr' ? { firstName: 'Maria', lastName: `Lemer-${tag}` } : { firstName: 'Gracie', lastName: `Hugues-${tag}` };
  const familyEmail = `famille.${tag}@example.org`;

  const groupId = await createGroup(api, { name: lang === 'fr' ? 'Dauphins' : 'Dolphins', typeId: 1 });
  const studentId = await createStudent(api, {
    ...member,
    gender: 'F',
    birthDate: '2013-04-12',
    email: familyEmail,
    phoneNumber: '0611223344',
    language: lang,
  });
  await api.call('POST', '/guardian/', { ...guardian, phoneNumber: '0699887766' });
  await placeAfterTest(api, studentId, groupId);

  // The family opens the link and sends the form with the guardian's e-mail under other names.
  const { path } = await subscriptionLinkFor(familyEmail);
  const token = new URL(path, 'http://localhost').searchParams.get('token') ?? '';
  const resume = await api.call<ResumeAnswer>('GET', `/subscription/resume?token=${encodeURIComponent(token)}`);
  await api.call('POST', '/subscription/', {
    token,
    language: lang,
    id: resume.form.id,
    subscriptionId: resume.form.subscriptionId,
    fname: member.firstName,
    lname: member.lastName,
    gender: 'F',
    birthDate: '2013-04-12',
    birthPlace: 'Monaco',
    nationality: 'MC',
    guardianFname: typed.firstName,
    guardianLname: typed.lastName,
    guardianEmail: guardian.email,
    guardianPhone: '0699887766',
    instagramHandle: '',
    secondGuardianEmail: '',
    secondGuardianPhone: '',
    address: '12 rue Grimaldi',
    addressComp: '',
    city: 'Monaco',
    zipCode: '98000',
    country: 'MC',
    shirtSizeId: resume.sizes.shirt[0]!.id,
    shortSizeId: resume.sizes.short[0]!.id,
    privacyAccepted: true,
  });
  return { member: { ...member, studentId }, guardian, typed };
};

/** The words of the staff subscription screens, as the app shows them. */
export const staffWords = {
  fr: {
    subscriptions: 'Inscriptions',
    filterLastName: 'Filtrer par nom',
    problem: (name: string) => `Choisir le responsable ${/^[aeiouàâäéèêëîïôöùûüœæh]/i.test(name) ? 'd’' : 'de '}${name}`,
    edit: (name: string) => `Modifier l’inscription ${/^[aeiouàâäéèêëîïôöùûüœæh]/i.test(name) ? 'd’' : 'de '}${name}`,
    pickerTitle: (name: string) => `Responsable ${/^[aeiouàâäéèêëîïôöùûüœæh]/i.test(name) ? 'd’' : 'de '}${name}`,
    lastName: 'Nom',
    select: (name: string) => `Sélectionner ${name}`,
    submit: 'Valider',
    chosen: 'est désormais responsable',
    started: 'Commencée',
    done: 'Terminée',
    checklist: 'Documents au guichet',
    tickAll: 'Tout cocher',
    paymentDialog: 'Enregistrer le paiement',
    confirmPayment: 'Valider',
    saveDocuments: 'Enregistrer les documents',
    saved: 'Documents enregistrés. État : Terminée',
    export: 'Exporter',
    exported: 'students.xlsx téléchargé',
    typed: 'La famille a saisi',
  },
  en: {
    subscriptions: 'Subscriptions',
    filterLastName: 'Filter by last name',
    problem: (name: string) => `Choose the guardian of ${name}`,
    edit: (name: string) => `Edit the subscription of ${name}`,
    pickerTitle: (name: string) => `Guardian of ${name}`,
    lastName: 'Last name',
    select: (name: string) => `Select ${name}`,
    submit: 'Submit',
    chosen: 'is now the guardian of',
    started: 'Started',
    done: 'Done',
    checklist: 'Documents at the counter',
    tickAll: 'Tick all',
    paymentDialog: 'Record the payment',
    confirmPayment: 'Confirm',
    saveDocuments: 'Save the documents',
    saved: 'Documents saved. State: Done',
    export: 'Export',
    exported: 'students.xlsx downloaded',
    typed: 'The family typed',
  },
} as const;
