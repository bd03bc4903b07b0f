import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { waitForHealth } from '../support/server-health.js';

/**
 * The demo club as `npm run seed:demo` and `npm start` give it (README "Trying it"), in a data
 * folder of its own, with the links a family and the staff would have in hand.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SERVER_ENTRY = join(ROOT, 'apps', 'server', 'dist', 'server.js');
const DEMO_PASSWORD = 'demo-password';

export interface DemoClub {
  baseUrl: string;
  /** A family's subscription form link (a season's form still to fill), path and query. */
  formPath: string;
  /** A guardian whose children are in the club: each family sign-in asks a new link. */
  guardianEmail: string;
  admin: string;
  coach: string;
  password: string;
  /** The coach's attendance sheet for one of their groups. */
  sheetPath: string;
  /** A fresh family sign-in link (path and query), mailed as the family would get it. */
  familyLink: () => Promise<string>;
  stop: () => Promise<void>;
}

/** Waits for a mail the server wrote to its outbox folder (no SMTP_URL) matching `test`. */
const waitForMail = async (folder: string, seen: Set<string>, test: (text: string) => boolean): Promise<string> => {
  for (let i = 0; i < 150; i += 1) {
    const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.eml') && !seen.has(f)) : [];
    for (const file of files) {
      const text = readFileSync(join(folder, file), 'utf8');
      if (test(text)) {
        seen.add(file);
        return text;
      }
    }
    await sleep(200);
  }
  throw new Error(`No mail came to ${folder} within 30 s`);
};

/** The link of a plain-text mail body (quoted-printable soft breaks undone). */
const linkIn = (eml: string, path: string): string => {
  const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https?://[^\\s"<>]*${path}\\?token=[A-Za-z0-9_-]+`).exec(text);
  if (match === null) throw new Error(`No ${path} link in the mail`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
};

export const startDemoClub = async (port: number): Promise<DemoClub> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-lighthouse-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' };
  const seeded = execFileSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'apps/server/src/cli/seed-demo.ts')], {
    env,
    encoding: 'utf8',
  });
  const loginOf = (role: string): string => {
    const match = new RegExp(`^\\s*${role}\\s+([a-z0-9._-]+) `, 'm').exec(seeded);
    if (match === null) throw new Error(`The demo seed named no ${role}:\n${seeded}`);
    return match[1]!;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      // Each run signs staff in again from one address.
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
    const admin = loginOf('ADMIN');
    const coach = loginOf('COACH');
    const api = async <T>(path: string, token: string | undefined, body?: unknown): Promise<T> => {
      const response = await fetch(`${baseUrl}/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    };
    const signIn = async (login: string) =>
      (await api<{ token: { access: string } }>('/coach/login', undefined, { login, password: DEMO_PASSWORD })).token.access;
    const adminToken = await signIn(admin);

    const outbox = join(dataDir, 'outbox');
    const seen = new Set<string>();
    // A form still to fill, its link mailed again by the admin as the subscription screen does.
    const scheduled = await api<{ rows: { studentId: number; subscriptionId: number }[] }>(
      '/subscription/?page=1&pageSize=1&state=SCHEDULED',
      adminToken,
    );
    const form = scheduled.rows[0];
    if (form === undefined) throw new Error('The demo club has no form still to fill');
    const formMail = `lighthouse.form.${form.subscriptionId}@example.org`;
    await api(`/subscription/student/${form.studentId}/mail?subscriptionId=${form.subscriptionId}`, adminToken, { email: formMail });
    const formPath = linkIn(await waitForMail(outbox, seen, (text) => text.includes(formMail)), '/subscribe');

    const guardians = await api<{ rows: { email: string }[] }>('/guardian/?page=1&pageSize=1', adminToken);
    const guardianEmail = guardians.rows[0]?.email;
    if (guardianEmail === undefined) throw new Error('The demo club has no guardian');

    const staff = await api<{ id: number; login: string }[]>('/coach/', adminToken);
    const coachId = staff.find((s) => s.login === coach)?.id;
    const groups = coachId === undefined ? [] : await api<{ id: number }[]>(`/coach/${coachId}/groups`, adminToken);
    if (groups[0] === undefined) throw new Error(`The demo coach ${coach} has no group`);

    return {
      baseUrl,
      formPath,
      guardianEmail,
      admin,
      coach,
      password: DEMO_PASSWORD,
      sheetPath: `/group/${groups[0].id}/session/new`,
      familyLink: async () => {
        await fetch(`${baseUrl}/api/family/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: guardianEmail }),
        });
        return linkIn(await waitForMail(outbox, seen, (text) => text.includes('/family?token=')), '/family');
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
