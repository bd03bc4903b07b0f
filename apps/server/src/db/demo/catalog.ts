/**
 * The demo club's sections and groups: what a swimming club in Monaco typically runs.
 * Ages are at the start of the season; group names with `{years}` get the birth years.
 */
export interface SectionTemplate {
  key: string;
  name: string;
}

export interface GroupTemplate {
  section: string;
  name: string;
  minAge: number;
  maxAge: number;
  /** A type code of the reference data (TYPE_ROWS). */
  type: string;
  /** A pack id of the reference data (PACK_ROWS): 1 none, 2 leisure, 3 competition. */
  packId: number;
  /** Euros. */
  price: number;
  /** Relative share of the members. */
  weight: number;
  ffnLicense?: boolean;
  /** The sports-group code of conduct does not apply (docs/product.md#required-documents). */
  noSportsCodeOfConduct?: boolean;
  /** Big training groups are split in lanes. */
  subGroups?: string[];
}

export const SECTIONS: SectionTemplate[] = [
  { key: 'natation', name: 'Natation' },
  { key: 'water-polo', name: 'Water-polo' },
  { key: 'plongeon', name: 'Plongeon' },
  { key: 'synchro', name: 'Natation artistique' },
  { key: 'annexes', name: 'Activités annexes' },
];

const LANES = ['Ligne 1', 'Ligne 2', 'Ligne 3'];

export const GROUPS: GroupTemplate[] = [
  {
    section: 'natation',
    name: 'Éveil aquatique',
    minAge: 5,
    maxAge: 6,
    type: 'NATATION_LOISIR',
    packId: 2,
    price: 220,
    weight: 4,
    subGroups: ['Petits', 'Grands'],
  },
  {
    section: 'natation',
    name: 'École de natation 1',
    minAge: 6,
    maxAge: 8,
    type: 'NATATION_LOISIR',
    packId: 2,
    price: 240,
    weight: 5,
    subGroups: LANES.slice(0, 2),
  },
  { section: 'natation', name: 'École de natation 2', minAge: 7, maxAge: 9, type: 'NATATION_LOISIR', packId: 2, price: 240, weight: 5 },
  {
    section: 'natation',
    name: 'Avenirs {years}',
    minAge: 8,
    maxAge: 9,
    type: 'NATATION_COMPETITION',
    packId: 3,
    price: 320,
    weight: 3,
    ffnLicense: true,
  },
  {
    section: 'natation',
    name: 'Poussins {years}',
    minAge: 10,
    maxAge: 11,
    type: 'NATATION_COMPETITION',
    packId: 3,
    price: 340,
    weight: 3,
    ffnLicense: true,
  },
  {
    section: 'natation',
    name: 'Benjamins {years}',
    minAge: 12,
    maxAge: 13,
    type: 'NATATION_COMPETITION',
    packId: 3,
    price: 360,
    weight: 3,
    ffnLicense: true,
    subGroups: LANES.slice(0, 2),
  },
  {
    section: 'natation',
    name: 'Minimes {years}',
    minAge: 14,
    maxAge: 15,
    type: 'NATATION_COMPETITION',
    packId: 3,
    price: 380,
    weight: 3,
    ffnLicense: true,
  },
  {
    section: 'natation',
    name: 'Cadets {years}',
    minAge: 16,
    maxAge: 17,
    type: 'NATATION_COMPETITION',
    packId: 3,
    price: 390,
    weight: 2,
    ffnLicense: true,
  },
  {
    section: 'natation',
    name: 'Juniors Seniors',
    minAge: 18,
    maxAge: 25,
    type: 'NATATION_COMPETITION',
    packId: 3,
    price: 400,
    weight: 2,
    ffnLicense: true,
  },
  {
    section: 'natation',
    name: 'Masters',
    minAge: 25,
    maxAge: 65,
    type: 'ADULTE',
    packId: 1,
    price: 280,
    weight: 4,
    ffnLicense: true,
    subGroups: LANES,
  },
  {
    section: 'natation',
    name: 'Perfectionnement enfants',
    minAge: 9,
    maxAge: 12,
    type: 'NATATION_LOISIR',
    packId: 2,
    price: 250,
    weight: 4,
  },
  { section: 'natation', name: 'Natation loisir ados', minAge: 12, maxAge: 17, type: 'NATATION_LOISIR', packId: 2, price: 260, weight: 3 },
  { section: 'natation', name: 'Aquaforme adultes', minAge: 30, maxAge: 75, type: 'ADULTE', packId: 1, price: 230, weight: 4 },
  { section: 'natation', name: 'Apprentissage adultes', minAge: 20, maxAge: 65, type: 'ADULTE', packId: 1, price: 230, weight: 2 },
  { section: 'natation', name: 'Natation santé seniors', minAge: 55, maxAge: 80, type: 'ADULTE', packId: 1, price: 200, weight: 2 },
  { section: 'natation', name: 'Prépa triathlon', minAge: 18, maxAge: 45, type: 'ADULTE', packId: 1, price: 300, weight: 1 },
  { section: 'water-polo', name: 'Water-polo U9', minAge: 7, maxAge: 8, type: 'WATER-POLO', packId: 3, price: 280, weight: 2 },
  {
    section: 'water-polo',
    name: 'Water-polo U11',
    minAge: 9,
    maxAge: 10,
    type: 'WATER-POLO',
    packId: 3,
    price: 300,
    weight: 2,
    ffnLicense: true,
  },
  {
    section: 'water-polo',
    name: 'Water-polo U13',
    minAge: 11,
    maxAge: 12,
    type: 'WATER-POLO',
    packId: 3,
    price: 320,
    weight: 2,
    ffnLicense: true,
  },
  {
    section: 'water-polo',
    name: 'Water-polo U15',
    minAge: 13,
    maxAge: 14,
    type: 'WATER-POLO',
    packId: 3,
    price: 340,
    weight: 2,
    ffnLicense: true,
  },
  {
    section: 'water-polo',
    name: 'Water-polo U17',
    minAge: 15,
    maxAge: 16,
    type: 'WATER-POLO',
    packId: 3,
    price: 360,
    weight: 2,
    ffnLicense: true,
  },
  {
    section: 'water-polo',
    name: 'Water-polo U19',
    minAge: 17,
    maxAge: 18,
    type: 'WATER-POLO',
    packId: 3,
    price: 380,
    weight: 1,
    ffnLicense: true,
  },
  {
    section: 'water-polo',
    name: 'Water-polo seniors',
    minAge: 19,
    maxAge: 35,
    type: 'WATER-POLO',
    packId: 3,
    price: 400,
    weight: 2,
    ffnLicense: true,
  },
  {
    section: 'water-polo',
    name: 'Water-polo féminines',
    minAge: 14,
    maxAge: 30,
    type: 'WATER-POLO',
    packId: 3,
    price: 340,
    weight: 1,
    ffnLicense: true,
  },
  {
    section: 'water-polo',
    name: 'Water-polo loisir adultes',
    minAge: 25,
    maxAge: 55,
    type: 'WATER-POLO',
    packId: 1,
    price: 250,
    weight: 1,
  },
  { section: 'plongeon', name: 'Plongeon découverte', minAge: 7, maxAge: 10, type: 'PLONGEON_LOISIR', packId: 2, price: 240, weight: 2 },
  { section: 'plongeon', name: 'Plongeon loisir', minAge: 10, maxAge: 16, type: 'PLONGEON_LOISIR', packId: 2, price: 260, weight: 2 },
  {
    section: 'plongeon',
    name: 'Plongeon compétition jeunes',
    minAge: 10,
    maxAge: 14,
    type: 'PLONGEON_COMPETITION',
    packId: 3,
    price: 350,
    weight: 1,
    ffnLicense: true,
  },
  {
    section: 'plongeon',
    name: 'Plongeon compétition élite',
    minAge: 15,
    maxAge: 25,
    type: 'PLONGEON_COMPETITION',
    packId: 3,
    price: 420,
    weight: 1,
    ffnLicense: true,
  },
  { section: 'plongeon', name: 'Plongeon adultes', minAge: 20, maxAge: 55, type: 'PLONGEON_LOISIR', packId: 1, price: 250, weight: 1 },
  { section: 'synchro', name: 'Natation artistique éveil', minAge: 6, maxAge: 8, type: 'SYNCHRO_LOISIR', packId: 2, price: 240, weight: 2 },
  {
    section: 'synchro',
    name: 'Natation artistique loisir',
    minAge: 9,
    maxAge: 14,
    type: 'SYNCHRO_LOISIR',
    packId: 2,
    price: 270,
    weight: 2,
  },
  {
    section: 'synchro',
    name: 'Natation artistique jeunes',
    minAge: 10,
    maxAge: 12,
    type: 'SYNCHRO_COMPETITION',
    packId: 3,
    price: 360,
    weight: 1,
    ffnLicense: true,
  },
  {
    section: 'synchro',
    name: 'Natation artistique juniors',
    minAge: 13,
    maxAge: 18,
    type: 'SYNCHRO_COMPETITION',
    packId: 3,
    price: 390,
    weight: 1,
    ffnLicense: true,
  },
  {
    section: 'synchro',
    name: 'Natation artistique adultes',
    minAge: 18,
    maxAge: 50,
    type: 'SYNCHRO_LOISIR',
    packId: 1,
    price: 260,
    weight: 1,
  },
  {
    section: 'annexes',
    name: 'Officiels',
    minAge: 20,
    maxAge: 70,
    type: 'OFFICIALS',
    packId: 1,
    price: 0,
    weight: 1,
    ffnLicense: true,
    noSportsCodeOfConduct: true,
  },
  { section: 'annexes', name: 'Nage avec palmes', minAge: 12, maxAge: 30, type: 'AUTRES', packId: 2, price: 280, weight: 1 },
  { section: 'annexes', name: 'Sauvetage sportif', minAge: 14, maxAge: 30, type: 'AUTRES', packId: 2, price: 280, weight: 1 },
  { section: 'annexes', name: 'Pré-compétition', minAge: 8, maxAge: 11, type: 'NATATION_LOISIR', packId: 2, price: 290, weight: 2 },
  { section: 'annexes', name: 'Nage en eau libre', minAge: 16, maxAge: 60, type: 'AUTRES', packId: 1, price: 220, weight: 1 },
];

/** Cities around the club, with their postal codes. */
export const CITIES: { city: string; zipCode: string; country: string }[] = [
  { city: 'Monaco', zipCode: '98000', country: 'MC' },
  { city: 'Beausoleil', zipCode: '06240', country: 'FR' },
  { city: "Cap-d'Ail", zipCode: '06320', country: 'FR' },
  { city: 'Roquebrune-Cap-Martin', zipCode: '06190', country: 'FR' },
  { city: 'Menton', zipCode: '06500', country: 'FR' },
  { city: 'La Turbie', zipCode: '06320', country: 'FR' },
  { city: 'Èze', zipCode: '06360', country: 'FR' },
  { city: 'Nice', zipCode: '06000', country: 'FR' },
];

/** Nationalities as ISO codes, most families French or Monegasque. */
export const NATIONALITIES: { value: string; weight: number }[] = [
  { value: 'FR', weight: 55 },
  { value: 'MC', weight: 20 },
  { value: 'IT', weight: 12 },
  { value: 'GB', weight: 4 },
  { value: 'BE', weight: 3 },
  { value: 'CH', weight: 2 },
  { value: 'DE', weight: 2 },
  { value: 'PT', weight: 2 },
];

export const SCHOOLS = [
  'École de la Condamine',
  'École des Révoires',
  'École Saint-Charles',
  'Collège Charles III',
  'Collège François d’Assise Nicolas Barré',
  'Lycée Albert Ier',
  'Lycée technique et hôtelier de Monaco',
  'Collège Bellevue',
  'Lycée Pierre et Marie Curie',
];

/** French school year by age at the start of the season. */
export const schoolLevel = (age: number): string => {
  const levels = ['CP', 'CE1', 'CE2', 'CM1', 'CM2', '6e', '5e', '4e', '3e', 'Seconde', 'Première', 'Terminale'];
  if (age < 6) return 'Maternelle';
  return levels[Math.min(age - 6, levels.length - 1)]!;
};
