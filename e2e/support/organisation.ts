import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Generated } from 'kysely';
import pg from 'pg';
import { E2E_ADMIN, E2E_WORK_DIR } from './env.js';

/**
 * The club organisation walk's set-up: staff through the API, as an administrator would
 * create them, and families straight into the database of the server under test (members
 * come from subscriptions and tests, which have no creation API yet).
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const loginToken = async (request: APIRequestContext, login: string, password: string): Promise<string> => {
  const response = await request.post('/api/coach/login', { data: { login, password } });
  expect(response.status(), `login of ${login}`).toBe(200);
  return ((await response.json()) as { token: { access: string } }).token.access;
};

export const adminAccess = (request: APIRequestContext): Promise<string> => loginToken(request, E2E_ADMIN.login, E2E_ADMIN.password);

export interface Staff {
  id: number;
  login: string;
  password: string;
  fullName: string;
}

/** A staff member with these roles, who has already replaced the default password. */
export const createStaff = async (
  request: APIRequestContext,
  admin: string,
  person: { firstName: string; lastName: string; roles: ('COACH' | 'SECTION_MANAGER' | 'ADMIN')[] },
  password = 'lane rope 2026 secret',
): Promise<Staff> => {
  const created = await request.post('/api/coach/', { headers: bearer(admin), data: person });
  expect(created.status(), 'staff creation').toBe(201);
  const staff = (await created.json()) as { id: number; login: string; defaultPassword: string };
  const own = await loginToken(request, staff.login, staff.defaultPassword);
  const changed = await request.post('/api/coach/update/password', {
    headers: bearer(own),
    data: { login: staff.login, password, oldPassword: staff.defaultPassword },
  });
  expect(changed.status(), 'password change').toBe(200);
  return { id: staff.id, login: staff.login, password, fullName: `${person.firstName} ${person.lastName}` };
};

/** GET as the given user, answering the JSON body. */
export const apiGet = async <T>(request: APIRequestContext, token: string, path: string): Promise<T> => {
  const response = await request.get(path, { headers: bearer(token) });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
};

export const apiPost = async <T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> => {
  const response = await request.post(path, { headers: bearer(token), data });
  expect(response.status(), `POST ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
};

interface GuardiansTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  language: string | null;
  created_at: string;
}

interface MembersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  gender: string;
  birth_date: string;
  email: string | null;
  phone_number: string | null;
  guardian_id: number | null;
  group_id: number;
  language: string | null;
  created_at: string;
  updated_at: string;
}

interface SeedDatabase {
  guardians: GuardiansTable;
  members: MembersTable;
}

/** Written by global-setup; the SQLite file of the work folder when it is not there. */
const databaseUrl = (): string => {
  const file = join(E2E_WORK_DIR, 'database-url');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : `sqlite:${join(E2E_WORK_DIR, 'club.sqlite')}`;
};

const openDatabase = (): Kysely<SeedDatabase> => {
  const url = databaseUrl();
  if (url.startsWith('postgres')) {
    return new Kysely<SeedDatabase>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  }
  // The server holds the same file open (WAL): wait for its write lock rather than fail.
  const sqlite = new Database(url.replace(/^sqlite:/, ''), { timeout: 10_000 });
  return new Kysely<SeedDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
};

export interface Family {
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
  birthDate: string;
  /** Adults are written to at their own address. */
  email?: string;
  /** Minors are written to through their guardian. */
  guardian?: { firstName: string; email: string; phoneNumber: string; language: 'fr' | 'en' };
  language: 'fr' | 'en';
}

export interface SeededMember {
  id: number;
  firstName: string;
  lastName: string;
  /** Where a group mail reaches this member's family. */
  address: string;
}

/** Inserts members of a group with their guardians, in one transaction. */
export const seedFamilies = async (groupId: number, families: readonly Family[]): Promise<SeededMember[]> => {
  const db = openDatabase();
  try {
    const now = new Date().toISOString();
    return await db.transaction().execute(async (trx) => {
      const seeded: SeededMember[] = [];
      for (const family of families) {
        let guardianId: number | null = null;
        if (family.guardian !== undefined) {
          const guardian = await trx
            .insertInto('guardians')
            .values({
              first_name: family.guardian.firstName,
              last_name: family.lastName,
              email: family.guardian.email,
              phone_number: family.guardian.phoneNumber,
              language: family.guardian.language,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          guardianId = guardian.id;
        }
        const member = await trx
          .insertInto('members')
          .values({
            first_name: family.firstName,
            last_name: family.lastName,
            gender: family.gender,
            birth_date: family.birthDate,
            email: family.email ?? null,
            phone_number: null,
            guardian_id: guardianId,
            group_id: groupId,
            language: family.language,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const address = family.email ?? family.guardian?.email;
        if (address === undefined) throw new Error(`${family.firstName} has no address`);
        seeded.push({ id: member.id, firstName: family.firstName, lastName: family.lastName, address });
      }
      return seeded;
    });
  } finally {
    await db.destroy();
  }
};
