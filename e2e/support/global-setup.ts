import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { E2E_ADMIN, E2E_BASE_URL, E2E_MAIL_DIR, E2E_PORT, E2E_WORK_DIR } from './env.js';
import { seedClubPlaces } from './places.js';
import { waitForHealth } from './server-health.js';

const SERVER_ENTRY = join(import.meta.dirname, '..', '..', 'apps', 'server', 'dist', 'server.js');

/** A real SMTP server; every mail it receives is written to E2E_MAIL_DIR for the tests to read. */
const startSmtp = async (): Promise<{ port: number; server: SMTPServer }> => {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const envelope = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(
          join(E2E_MAIL_DIR, `${String(count).padStart(4, '0')}.eml`),
          `X-Envelope-To: ${envelope}\r\n${Buffer.concat(chunks).toString('utf8')}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return { port: typeof address === 'object' && address !== null ? address.port : 0, server };
};

/** With TEST_DATABASE_URL the server runs on a throw-away PostgreSQL database. */
const databaseUrl = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    return { url: `sqlite:${join(E2E_WORK_DIR, 'club.sqlite')}`, drop: async () => undefined };
  }
  const name = `club_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
};

export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(E2E_WORK_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  const smtp = await startSmtp();
  const database = await databaseUrl();
  // Helpers that write straight into the database under test (members have no creation API yet) read it here.
  writeFileSync(join(E2E_WORK_DIR, 'database-url'), database.url);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_WORK_DIR,
      DATABASE_URL: database.url,
      ADMIN_LOGIN: E2E_ADMIN.login,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: E2E_BASE_URL,
      MAIL_FROM: 'Club de natation <club@example.org>',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(E2E_BASE_URL, child);
  await seedClubPlaces();
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await database.drop();
  };
}
