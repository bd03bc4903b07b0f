import { foldName } from '@club/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../types.js';

/** The demo club's pools, in the club's order; the first is its default place. */
export const DEMO_PLACES = [
  { name: 'Stade Louis II', address: '13 avenue des Castelans, 98000 Monaco' },
  { name: 'Piscine Rainier III', address: 'Quai Albert Ier, 98000 Monaco' },
] as const;
export const [DEMO_MAIN_POOL, DEMO_OTHER_POOL] = DEMO_PLACES.map((place) => place.name) as [string, string];

/**
 * The demo club's places (docs/product.md#club-settings), so its forms offer them and
 * start at the default one. A club that has places already (a forced second seed, or an admin's
 * own) keeps them as they are. Returns how many were added.
 */
export const seedDemoPlaces = async (trx: Transaction<DB>, now: Date): Promise<number> => {
  const existing = await trx.selectFrom('club_places').select('id').limit(1).executeTakeFirst();
  if (existing !== undefined) return 0;
  await trx
    .insertInto('club_places')
    .values(
      DEMO_PLACES.map((place, index) => ({
        name: place.name,
        name_key: foldName(place.name),
        address: place.address,
        is_default: index === 0 ? 1 : 0,
        sort_order: index,
        created_at: now.toISOString(),
      })),
    )
    .execute();
  return DEMO_PLACES.length;
};
