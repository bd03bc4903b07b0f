import type { Lang } from './i18n.js';

/** Present, absent and late: each a count and its whole percent (decimals are not checked). */
type RatesFigures = [present: number, presentPct: number, absent: number, absentPct: number, late: number, latePct: number];

/** "Présent : 14 (93,3 %)" or "Present: 14 (93.3%)", for the three counts in order. */
const ratesLine = (labels: readonly [string, string, string], figures: RatesFigures): RegExp =>
  new RegExp(
    labels
      .map((label, i) => `${label}\\s?:\\s*${figures[i * 2]} \\(${figures[i * 2 + 1]}([.,]\\d)?\\s?%\\)`)
      .join('.*'),
  );

/** The words of the sessions and time-slot screens, as the app shows them. */
export const attendanceWords = {
  fr: {
    subGroup: 'Groupe ou sous-groupe',
    continue: 'Continuer',
    sheetTitle: (group: string) => `Séance : ${group}`,
    subGroupLine: (name: string) => `Sous-groupe : ${name}`,
    present: (name: string) => `Présent : ${name}`,
    late: (name: string) => `En retard : ${name}`,
    summary: 'Récapitulatif de la séance',
    counts: (present: number, absent: number, late: number) =>
      `${present}${present > 1 ? 'présents' : 'présent'}${absent}${absent > 1 ? 'absents' : 'absent'}${late}${late > 1 ? 'retards' : 'retard'}`,
    saveSession: 'Enregistrer la séance',
    sessionRecorded: 'Séance enregistrée',
    sessions: 'Séances',
    editOf: (group: string) => new RegExp(`^Modifier la séance ${group} du \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`),
    editTitle: 'Modifier la séance',
    saveChanges: 'Enregistrer',
    sessionUpdated: 'Séance mise à jour',
    timeSlotsTitle: 'Créneaux horaires',
    group: 'Groupe',
    slotRow: (n: number) => `Créneau ${n}`,
    day: 'Jour',
    start: 'Début',
    end: 'Fin',
    location: 'Lieu',
    addRow: 'Ajouter une ligne',
    saveSlots: (n: number) => (n === 1 ? 'Enregistrer le créneau' : `Enregistrer les ${n} créneaux`),
    slotsAdded: (n: number, group: string) => `${n} créneaux ajoutés au groupe ${group}`,
    slotList: (group: string) => `Créneaux du groupe ${group}`,
    weekdays: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'],
    deleteSlot: (day: string, start: string, end: string) => `Supprimer le créneau ${day} ${start}–${end}`,
    editSlot: (day: string, start: string, end: string) => `Modifier le créneau ${day} ${start}–${end}`,
    slotDeleted: (day: string, start: string, end: string) => `Créneau ${day} ${start}–${end} supprimé`,
    slotUpdated: 'Créneau mis à jour',
    wholeGroup: 'Groupe entier',
    ratesOf: (group: string) => `Assiduité du groupe ${group}`,
    groupTotal: 'Total du groupe',
    exportRates: 'Exporter en .xlsx',
    ratesLine: (...figures: RatesFigures) => ratesLine(['Présent', 'Absent', 'Retard'], figures),
  },
  en: {
    subGroup: 'Group or sub-group',
    continue: 'Continue',
    sheetTitle: (group: string) => `Session: ${group}`,
    subGroupLine: (name: string) => `Sub-group: ${name}`,
    present: (name: string) => `Present: ${name}`,
    late: (name: string) => `Late: ${name}`,
    summary: 'Session summary',
    counts: (present: number, absent: number, late: number) => `${present}present${absent}absent${late}late`,
    saveSession: 'Save the session',
    sessionRecorded: 'Session recorded',
    sessions: 'Sessions',
    editOf: (group: string) => new RegExp(`^Edit the ${group} session of \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`),
    editTitle: 'Edit the session',
    saveChanges: 'Save changes',
    sessionUpdated: 'Session updated',
    timeSlotsTitle: 'Time slots',
    group: 'Group',
    slotRow: (n: number) => `Time slot ${n}`,
    day: 'Day',
    start: 'Start',
    end: 'End',
    location: 'Location',
    addRow: 'Add a row',
    saveSlots: (n: number) => (n === 1 ? 'Save the time slot' : `Save the ${n} time slots`),
    slotsAdded: (n: number, group: string) => `${n} time slots added to the group ${group}`,
    slotList: (group: string) => `Time slots of the group ${group}`,
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    deleteSlot: (day: string, start: string, end: string) => `Delete the time slot ${day} ${start}–${end}`,
    editSlot: (day: string, start: string, end: string) => `Edit the time slot ${day} ${start}–${end}`,
    slotDeleted: (day: string, start: string, end: string) => `Time slot ${day} ${start}–${end} deleted`,
    slotUpdated: 'Time slot updated',
    wholeGroup: 'Whole group',
    ratesOf: (group: string) => `Attendance of the group ${group}`,
    groupTotal: 'Group total',
    exportRates: 'Export .xlsx',
    ratesLine: (...figures: RatesFigures) => ratesLine(['Present', 'Absent', 'Late'], figures),
  },
} as const satisfies Record<Lang, unknown>;
