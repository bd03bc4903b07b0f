import type { Faker } from '@faker-js/faker';

/** Lower-case ASCII for logins and e-mail addresses: `Éloïse` → `eloise`. */
export const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Reserved domains (RFC 2606): a demo mail can never reach a real family. */
const DOMAINS = ['example.com', 'example.org', 'example.net'];

/** Unique addresses built from people's names, as families really have them. */
export class EmailFactory {
  private readonly taken = new Set<string>();
  constructor(private readonly faker: Faker) {}

  make(firstName: string, lastName: string): string {
    const first = slug(firstName) || 'contact';
    const last = slug(lastName) || 'famille';
    const shapes = [`${first}.${last}`, `${first.slice(0, 1)}${last}`, `${last}.${first}`, `${first}${last}`];
    for (let attempt = 0; ; attempt += 1) {
      const base = this.faker.helpers.arrayElement(shapes);
      const suffix = attempt === 0 && this.faker.datatype.boolean(0.6) ? '' : String(this.faker.number.int({ min: 1, max: 999 }));
      const address = `${base}${suffix}@${this.faker.helpers.arrayElement(DOMAINS)}`;
      if (!this.taken.has(address)) {
        this.taken.add(address);
        return address;
      }
    }
  }
}

/** French and Monegasque mobile numbers, in the forms people type them. */
export const phoneNumber = (faker: Faker): string =>
  faker.datatype.boolean(0.3) ? `+3776${faker.string.numeric(7)}` : `0${faker.helpers.arrayElement(['6', '7'])}${faker.string.numeric(8)}`;

const STREETS = [
  'boulevard Princesse-Charlotte',
  'avenue de la Costa',
  'rue Grimaldi',
  'boulevard des Moulins',
  'avenue Hector-Otto',
  'rue Comte-Félix-Gastaldi',
  'avenue du Général-de-Gaulle',
  'chemin des Révoires',
  'avenue de Verdun',
  'rue de la Turbie',
  'boulevard du Jardin-Exotique',
  "avenue de l'Annonciade",
  'rue Plati',
  'avenue des Citronniers',
];

export const streetAddress = (faker: Faker): string => `${faker.number.int({ min: 1, max: 60 })} ${faker.helpers.arrayElement(STREETS)}`;

export const addressComplement = (faker: Faker): string | null =>
  faker.datatype.boolean(0.35)
    ? faker.helpers.arrayElement([
        `Résidence Les Pins, bât. ${faker.helpers.arrayElement(['A', 'B', 'C'])}`,
        `Appartement ${faker.number.int({ min: 1, max: 80 })}`,
        `Villa ${faker.person.lastName()}`,
        `${faker.number.int({ min: 1, max: 12 })}e étage`,
      ])
    : null;

export const BIRTH_PLACES = [
  'Monaco',
  'Nice',
  'Menton',
  'Paris',
  'Marseille',
  'Lyon',
  'Gênes',
  'Turin',
  'Milan',
  'Cannes',
  'Antibes',
  'Londres',
];

/** A YYYY-MM-DD day in a year. */
export const dayIn = (faker: Faker, year: number): string => {
  const month = faker.number.int({ min: 1, max: 12 });
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = faker.number.int({ min: 1, max: days });
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};
