import { join } from 'node:path';

/** Where the server under test listens, keeps its data and drops captured mails. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { login: 'admin', password: 'e2e-admin-password' };
// Outside test-results/, which every Playwright run empties when it starts.
export const E2E_WORK_DIR = join(import.meta.dirname, '..', '.e2e-work', `run-${E2E_PORT}`);
export const E2E_MAIL_DIR = join(E2E_WORK_DIR, 'mail');
