import { randomBytes } from 'node:crypto';
import type { Role } from '@club/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { AppDeps } from '../app-deps.js';
import { hashPassword } from '../auth/passwords.js';
import { AccessTokens } from '../auth/tokens.js';
import { resolveJwtSecret } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { loggerOptions } from '../lib/logger.js';
import { migrateToLatest } from '../db/database.js';
import { seedReferenceData } from '../db/seed-reference.js';
import type { Database } from '../db/database.js';
import { ClubIdentity } from '../features/club/identity.js';
import { insertUser, setUserRoles } from '../features/users/repository.js';
import { LinkSeal } from '../mail/link-seal.js';
import { PrivateLinkSigner } from '../features/private-links/signer.js';
import { Outbox } from '../mail/outbox.js';
import { TestClock } from './clock.js';
import { openTestDatabase } from './test-database.js';

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;
/** Hashing with the real argon2 parameters is slow: every test user shares one hash. */
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export interface StaffMember {
  id: number;
  login: string;
  token: string;
  /** Authorization header for inject(). */
  headers: { authorization: string };
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  clock: TestClock;
  /** Creates a staff user with these roles (default password already changed) and logs in. */
  staff: (roles: Role[], names?: { firstName?: string; lastName?: string }) => Promise<StaffMember>;
  /** inject() with JSON parsed. */
  call: (options: InjectOptions) => Promise<LightMyRequestResponse & { body: string; json: <T = unknown>() => T }>;
  close: () => Promise<void>;
}

let counter = 0;

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Receives the app's structured log lines (at info level), as production would write them. */
  logStream?: { write: (line: string) => void };
  /** Opens the database to test against (default: a fresh one); it is migrated like at start. */
  openDatabase?: () => Promise<{ database: Database; drop: () => Promise<void> }>;
}

export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const { database, drop } = await (options.openDatabase ?? (() => openTestDatabase({ fromMigratedTemplate: true })))();
  const clock = new TestClock();
  await migrateToLatest(database);
  await seedReferenceData(database.db, database.dialect, clock);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/club-test-data',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    // A key of its own per app: test files running at once share no key file in DATA_DIR.
    UPLOADS_KEY: randomBytes(32).toString('base64'),
    RATE_LIMIT_MAX: '1000000',
    ...options.env,
  });
  // As server.ts does: JWT_SECRET, or (with `JWT_SECRET: ''` in env) the file generated in DATA_DIR.
  const jwtSecret = resolveJwtSecret(config);
  const deps: AppDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    changes: database.changes,
    clock,
    tokens: new AccessTokens(jwtSecret),
    outbox: new Outbox(clock, LinkSeal.fromSecret(jwtSecret)),
    linkSigner: PrivateLinkSigner.fromSecret(jwtSecret),
    club: new ClubIdentity({ db: database.db, changes: database.changes, clock, mailFrom: config.mailFrom }),
  };
  const logger =
    options.logStream === undefined ? false : { ...(loggerOptions('info') as Record<string, unknown>), stream: options.logStream };
  const app = await buildApp({ deps, logger });
  await app.ready();

  const call: TestApp['call'] = (injectOptions) => app.inject(injectOptions);

  const staff: TestApp['staff'] = async (roles, names = {}) => {
    counter += 1;
    const login = `staff${counter}${roles.join('').toLowerCase().slice(0, 12)}`;
    const id = await insertUser(database.db, {
      first_name: names.firstName ?? 'Test',
      last_name: names.lastName ?? `User${counter}`,
      login,
      password_hash: await testPasswordHash(),
      must_change_password: 0,
      language: null,
      created_at: clock.now().toISOString(),
    });
    await setUserRoles(database.db, id, roles);
    const response = await app.inject({
      method: 'POST',
      url: '/api/coach/login',
      payload: { login, password: TEST_PASSWORD },
      remoteAddress: `10.0.${Math.floor(counter / 250)}.${counter % 250}`,
    });
    if (response.statusCode !== 200) throw new Error(`login failed for ${login}: ${response.body}`);
    const token = response.json<{ token: { access: string } }>().token.access;
    return { id, login, token, headers: { authorization: `Bearer ${token}` } };
  };

  return {
    app,
    deps,
    database,
    clock,
    staff,
    call,
    close: async () => {
      await app.close();
      await drop();
    },
  };
};
