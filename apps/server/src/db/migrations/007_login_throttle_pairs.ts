import type { Kysely } from 'kysely';

/**
 * Login throttling counts per (login, address) pair as well as per login and per address
 * (features/auth/throttle.ts). A pair's row remembers when the login last succeeded from that
 * address: staff coming back to their usual address are neither slowed by an attack on their
 * account from elsewhere nor refused because others failed from a shared address.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('login_throttle').addColumn('succeeded_at', 'text').execute();
};
