import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../support/env.js';
import { expectHome, logIn, newContext } from '../support/session.js';
import { adminApi, newMemberWithLink, uniqueSuffix } from '../support/subscriptions.js';

/**
 * Security headers, in the browser (docs/architecture.md#quality-security): every screen of the
 * app — read from the web app's own table of paths, so a new screen is visited without editing
 * this walk — opens under the Content-Security-Policy with no violation, no script error and
 * nothing loaded from another origin, and no token is ever left where scripts can read it.
 */
const PATHS_SOURCE = new URL('../../apps/web/src/config/paths.ts', import.meta.url);

/** `'/group/:id/edit'` and the like, as written in paths.ts. */
const appPaths = (): string[] => [...readFileSync(PATHS_SOURCE, 'utf8').matchAll(/^\s+\w+: '(\/[^']*)',$/gm)].map((match) => match[1]!);

interface Problems {
  violations: string[];
  errors: string[];
  foreign: string[];
}

/** Collects CSP violations (reported by the page itself), console and script errors, other origins. */
const watch = async (page: Page): Promise<Problems> => {
  const problems: Problems = { violations: [], errors: [], foreign: [] };
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const store = window as unknown as { cspViolations?: string[] };
      (store.cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.violations.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(E2E_BASE_URL) && !url.startsWith('data:') && !url.startsWith('blob:')) problems.foreign.push(url);
  });
  return problems;
};

const violationsIn = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

/** Nothing a script could steal: no storage, and no cookie but the language and the session marker (no secret in either). */
const readableSecrets = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookies: document.cookie
      .split(';')
      .map((cookie) => cookie.trim().split('=')[0])
      .filter((name) => name !== '' && name !== 'lang' && name !== 'club_session'),
  }));

test('every screen opens under the CSP with no violation, no script error and nothing from elsewhere', async ({ browser }) => {
  test.setTimeout(240_000);
  const api = await adminApi();
  const email = `ecran.${uniqueSuffix()}@example.org`;
  const {
    groupId,
    studentId,
    path: subscribePath,
  } = await newMemberWithLink(
    api,
    { name: 'Minimes' },
    { firstName: 'Jade', lastName: 'Fabre', gender: 'F', birthDate: '2014-05-02', email, phoneNumber: '0612121212' },
  );
  const { id: sectionId } = await api.call<{ id: number }>('POST', '/section/', { name: `Natation ${uniqueSuffix().replace(/\d/g, 'x')}` });
  const year = new Date().getFullYear();
  const { id: testId } = await api.call<{ id: number }>('POST', '/test/', {
    scheduledDateTime: new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString(),
    capacity: 8,
    minBirthYear: year - 20,
    maxBirthYear: 2021,
    selectedTypeId: 9,
    location: 'Stade Louis II',
  });
  await api.call('POST', '/session/', {
    session: {
      groupId,
      subGroupId: 0,
      date: new Date().toISOString(),
      clientKey: randomUUID(),
      students: [{ id: studentId, isAbsent: false, isLate: false }],
    },
  });
  const day = 24 * 3600 * 1000;
  const sessions = await api.call<{ id: number; groupId: number }[]>(
    'GET',
    `/session?startDate=${Date.now() - day}&endDate=${Date.now() + day}`,
  );
  const sessionId = sessions.find((session) => session.groupId === groupId)?.id;
  expect(sessionId, 'the session just recorded').toBeDefined();

  /** A real record for each kind of id, so each screen shows its content rather than "not found". */
  const concrete = (pattern: string): string => {
    const id = pattern.startsWith('/test/')
      ? testId
      : pattern.startsWith('/group/')
        ? groupId
        : pattern.startsWith('/section/')
          ? sectionId
          : studentId; // subscription, problem and privacy screens are a member's
    const path = pattern.replace(':id', String(id));
    if (pattern === '/subscribe') return subscribePath;
    if (pattern === '/session/edit') return `${path}?id=${sessionId}`;
    return path;
  };
  const screens = appPaths().filter((path) => path !== '/login' && path !== '/');
  expect(screens.length).toBeGreaterThan(30);

  // With the service worker, as a phone has it: it too must load nothing from elsewhere.
  const context = await newContext(browser, 'fr', undefined, 'allow');
  const page = await context.newPage();
  const problems = await watch(page);
  await logIn(page, 'fr', E2E_ADMIN.login, E2E_ADMIN.password);
  await expectHome(page);
  expect(await readableSecrets(page)).toEqual({ local: [], session: [], cookies: [] });

  const visited: string[] = [];
  for (const pattern of screens) {
    const url = concrete(pattern);
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy'], url).toContain("default-src 'self'");
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1').first(), url).toBeVisible();
    // The screen itself, not a redirect to another one.
    expect(new URL(page.url()).pathname, url).toBe(new URL(url, E2E_BASE_URL).pathname);
    expect(await violationsIn(page), url).toEqual([]);
    visited.push(url);
  }
  expect(problems).toEqual({ violations: [], errors: [], foreign: [] });
  expect(await readableSecrets(page)).toEqual({ local: [], session: [], cookies: [] });
  const summary = `${visited.length} screens opened with no CSP violation, script error or foreign request`;
  test.info().annotations.push({ type: 'count', description: summary });
  console.log(summary);
  await context.close();
});
