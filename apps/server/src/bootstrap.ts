import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { hashPassword } from './auth/passwords.js';
import type { Config } from './config.js';
import type { DB } from './db/types.js';
import type { Clock } from './lib/clock.js';
import { countUsers, insertUser, setUserRoles } from './features/users/repository.js';

/** JWT_SECRET, or a secret generated once and kept in the data folder. */
export const resolveJwtSecret = (config: Readonly<Config>): string => {
  if (config.jwtSecret !== undefined) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/**
 * The first administrator, when the database has no user: ADMIN_LOGIN with ADMIN_PASSWORD,
 * or a random password returned so the caller prints it once.
 */
export const ensureFirstAdmin = async (
  db: Kysely<DB>,
  config: Readonly<Config>,
  clock: Clock,
): Promise<{ login: string; generatedPassword?: string } | null> => {
  if ((await countUsers(db)) > 0) return null;
  const generated = config.adminPassword === undefined ? randomBytes(12).toString('base64url') : undefined;
  const password = config.adminPassword ?? generated ?? '';
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, {
      first_name: 'Admin',
      last_name: 'Club',
      login: config.adminLogin,
      password_hash: passwordHash,
      must_change_password: 0,
      language: null,
      created_at: clock.now().toISOString(),
    });
    await setUserRoles(trx, id, ['ADMIN']);
  });
  return generated === undefined ? { login: config.adminLogin } : { login: config.adminLogin, generatedPassword: generated };
};
