import { seasonOfDay } from '@club/domain';

/**
 * Reference data (docs/product.md#data, docs/product.md#protected-records). Ids are fixed as
 * the club has always numbered them: group types in its order, removed-members group 5.
 */
export const ROLE_ROWS = [
  { id: 1, name: 'ADMIN' },
  { id: 2, name: 'COACH' },
  { id: 3, name: 'SECTION_MANAGER' },
];

export const TYPE_ROWS = [
  { id: 1, code: 'NATATION_LOISIR', label_fr: 'Natation loisir', label_en: 'Leisure swimming', adds_schedule: 1 },
  { id: 2, code: 'ADULTE', label_fr: 'Adulte', label_en: 'Adult', adds_schedule: 0 },
  { id: 3, code: 'WATER-POLO', label_fr: 'Water-polo', label_en: 'Water polo', adds_schedule: 0 },
  { id: 4, code: 'PLONGEON_COMPETITION', label_fr: 'Plongeon compétition', label_en: 'Competitive diving', adds_schedule: 0 },
  { id: 5, code: 'PLONGEON_LOISIR', label_fr: 'Plongeon loisir', label_en: 'Leisure diving', adds_schedule: 0 },
  {
    id: 6,
    code: 'SYNCHRO_COMPETITION',
    label_fr: 'Natation artistique compétition',
    label_en: 'Competitive artistic swimming',
    adds_schedule: 0,
  },
  { id: 7, code: 'SYNCHRO_LOISIR', label_fr: 'Natation artistique loisir', label_en: 'Leisure artistic swimming', adds_schedule: 0 },
  { id: 8, code: 'AUTRES', label_fr: 'Autres', label_en: 'Others', adds_schedule: 0 },
  { id: 9, code: 'NATATION_COMPETITION', label_fr: 'Natation compétition', label_en: 'Competitive swimming', adds_schedule: 0 },
  { id: 10, code: 'OFFICIALS', label_fr: 'Officiels', label_en: 'Officials', adds_schedule: 0 },
];

export const PACK_ROWS = [
  { id: 1, label_fr: 'Sans pack', label_en: 'No pack' },
  { id: 2, label_fr: 'Pack loisir (bonnet, t-shirt)', label_en: 'Leisure pack (cap, T-shirt)' },
  { id: 3, label_fr: 'Pack compétition (bonnet, t-shirt, short, sac)', label_en: 'Competition pack (cap, T-shirt, shorts, bag)' },
];

const SIZE_LABELS = ['6 ans', '8 ans', '10 ans', '12 ans', '14 ans', 'XS', 'S', 'M', 'L', 'XL', 'XXL'];
export const SIZE_ROWS = SIZE_LABELS.map((label, index) => ({ id: index + 1, label, sort_order: index + 1 }));

export const NONE_SECTION = { id: 1, name: 'Aucune', system_role: 'NONE' };
export const NONE_GROUP = { id: 1, name: 'Aucun', system_role: 'NONE' };
export const REMOVED_MEMBERS_GROUP_ID = 5;
export const REMOVED_GROUP = { id: REMOVED_MEMBERS_GROUP_ID, name: 'Membres retirés', system_role: 'REMOVED' };

/** The season row for the UTC day of a date (docs/product.md#seasons: 1 September to 31 August). */
export const seasonOf = (date: Date): { label: string; start_date: string; end_date: string } => {
  const season = seasonOfDay(date.toISOString().slice(0, 10));
  return { label: season.label, start_date: season.startDate, end_date: season.endDate };
};
