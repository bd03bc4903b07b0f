import { dirname, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { AccessTokens } from './auth/tokens.js';
import { ensureFirstAdmin, resolveJwtSecret } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest, MigrationError, openDatabase } from './db/database.js';
import { seedReferenceData } from './db/seed-reference.js';
import { systemClock } from './lib/clock.js';
import { LinkSeal } from './mail/link-seal.js';
import { PrivateLinkSigner } from './features/private-links/signer.js';
import { Outbox } from './mail/outbox.js';
import { MailSender } from './mail/sender.js';
import { fileTransport, outboxFolder, smtpTransport } from './mail/transport.js';
import { ClubIdentity } from './features/club/identity.js';
import { RetentionJob } from './features/privacy/retention.js';
import { ReminderJob } from './features/reminders/job.js';
import { PlanningJob } from './features/planning/job.js';
import { nightlyBackupJob } from './features/backups/nightly.js';
import { removePidFile, writePidFile } from './features/backups/pid-file.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The web build sits beside the server in the repository: apps/web/dist. */
const WEB_DIST = process.env.WEB_DIST ?? resolve(here, '../../web/dist');

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const main = async (): Promise<void> => {
  // V8 otherwise lets its old generation grow to several times what is live before collecting it:
  // the read pass of the bench took the server from 220 to over 500 MB of garbage. Growing it by half
  // of what a full collection leaves kept the same reads under 275 MB for no measurable throughput
  // (docs/bench.md#limits). Read by the collector each time it sizes the heap, so it holds when set here.
  setFlagsFromString('--heap-growing-percent=50');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : `Invalid configuration: ${String(error)}`);
  }
  const clock = systemClock;
  // Until the app's logger exists, a lost idle connection is reported on stderr.
  let reportConnectionLoss = (error: Error): void => void process.stderr.write(`Database connection lost: ${error.message}\n`);
  const database = openDatabase(config.databaseUrl, { onIdleConnectionError: (error) => reportConnectionLoss(error) });
  try {
    await migrateToLatest(database);
    await seedReferenceData(database.db, database.dialect, clock);
  } catch (error) {
    await database.close().catch(() => undefined);
    return fail(error instanceof MigrationError ? error.message : `Database start-up failed: ${(error as Error).message}`);
  }

  const jwtSecret = resolveJwtSecret(config);
  // Mail links are sealed with a key derived from the JWT secret: kept out of the database.
  const linkSeal = LinkSeal.fromSecret(jwtSecret);
  const deps = {
    config,
    db: database.db,
    dialect: database.dialect,
    changes: database.changes,
    clock,
    tokens: new AccessTokens(jwtSecret),
    outbox: new Outbox(clock, linkSeal),
    linkSigner: PrivateLinkSigner.fromSecret(jwtSecret),
    club: new ClubIdentity({ db: database.db, changes: database.changes, clock, mailFrom: config.mailFrom }),
  };
  const app = await buildApp({ deps, webDist: WEB_DIST });
  reportConnectionLoss = (error) =>
    app.log.warn({ event: 'db_connection_lost', err: error.message }, 'database connection lost; the pool reconnects');

  const admin = await ensureFirstAdmin(database.db, config, clock);
  if (admin?.generatedPassword !== undefined) {
    // Printed once, on the console only, never in the structured log.
    process.stdout.write(
      `\nFirst administrator created: login "${admin.login}", password "${admin.generatedPassword}". Change it after logging in.\n\n`,
    );
  }

  const sender = new MailSender({
    db: database.db,
    dialect: database.dialect,
    clock,
    transport: config.smtpUrl === undefined ? fileTransport(outboxFolder(config.dataDir)) : smtpTransport(config.smtpUrl),
    from: config.mailFrom,
    club: deps.club,
    log: app.log,
    linkSeal,
  });

  const retention = new RetentionJob({
    db: database.db,
    dialect: database.dialect,
    clock,
    log: app.log,
    dataDir: config.dataDir,
    retentionMonths: config.retentionMonths,
    uploadRetentionDays: config.uploadRetentionDays,
  });
  // Reminders to families of missing items and ending certificates (docs/product.md#health-rules).
  const reminders = new ReminderJob({
    db: database.db,
    dialect: database.dialect,
    clock,
    log: app.log,
    outbox: deps.outbox,
    club: deps.club,
    publicUrl: config.publicUrl,
  });
  // The planning kept in step with the days passing and the seasons (docs/product.md#planning).
  const planning = new PlanningJob({ db: database.db, clock, log: app.log });
  const backups = nightlyBackupJob({
    config,
    db: database.db,
    sqlitePath: database.sqlitePath,
    clock,
    outbox: deps.outbox,
    club: deps.club,
    log: app.log,
  });

  let closing = false;
  // While draining, answers end their keep-alive connection so the server can close.
  // A callback, not an async function: it runs on every answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stops accepting connections, lets in-flight requests finish, then closes the database.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(idleSweep);
    await sender.stop();
    await retention.stop();
    await reminders.stop();
    await planning.stop();
    await backups?.stop();
    await database.close();
    // Only once the database is closed may `npm run restore` replace it.
    removePidFile(config.dataDir);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  writePidFile(config.dataDir);
  sender.start();
  retention.start();
  reminders.start();
  planning.start();
  backups?.start();
};

main().catch((error: unknown) => fail(`Server failed to start: ${error instanceof Error ? error.message : String(error)}`));
