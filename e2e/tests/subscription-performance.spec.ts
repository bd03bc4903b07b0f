import { expect, test, type Browser } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env.js';
import { calibratedThrottling } from '../support/cpu.js';
import { adminApi, newMemberWithLink, uniqueSuffix } from '../support/subscriptions.js';

/**
 * The public form on a mid-range phone (issue "Performance and scale"): 390 px wide, the CPU
 * four times slower than this machine at rest (support/cpu.ts), an empty cache. "Interactive" is the moment the first field of the
 * form is on screen with the club's data in it and the page answers a key press.
 */
const PHONE = { width: 390, height: 844 };
const CPU_SLOWDOWN = 4;
const INTERACTIVE_BUDGET_MS = 2_500;

/** Runs in the page before its own scripts: notes when the first-name field shows its value. */
const watchFirstField = () => {
  const record = () => {
    const field = document.querySelector<HTMLInputElement>('input[name="fname"]');
    if (field === null || field.value === '' || field.disabled) return false;
    (window as unknown as { formShownAt: number }).formShownAt = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => {
    if (record()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
};

interface Visit {
  /** The throttling rate applied, calibrated just before the visit. */
  rate: number;
  shownAt: number;
  keyMs: number;
  transferred: number;
}

const VISITS = 3;

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One visit of the form on the slowed-down phone: when it showed, how fast a key landed, what it loaded. */
const visit = async (browser: Browser, path: string): Promise<Visit> => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  const page = await context.newPage();
  const { rate } = await calibratedThrottling(browser, CPU_SLOWDOWN);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(watchFirstField);

  let transferred = 0;
  page.on('response', (response) => {
    if (response.url().startsWith(E2E_BASE_URL) && response.request().resourceType() === 'script') {
      void response.headerValue('content-length').then((length) => (transferred += Number(length ?? 0)));
    }
  });

  await page.goto(path);
  const firstName = page.locator('input[name="fname"]');
  await expect(firstName).toHaveValue('Nina');
  const shownAt = await page.evaluate(() => (window as unknown as { formShownAt?: number }).formShownAt ?? Number.NaN);

  // The page answers at once: a key press lands in the field.
  const beforeKey = await page.evaluate(() => performance.now());
  await firstName.press('End');
  await firstName.pressSequentially('e');
  await expect(firstName).toHaveValue('Ninae');
  const keyAnswered = await page.evaluate(() => performance.now());
  await context.close();
  return { rate, shownAt, keyMs: keyAnswered - beforeKey, transferred };
};

test('the subscription form is interactive within 2.5 s on a slowed-down phone', async ({ browser }) => {
  const api = await adminApi();
  const email = `perf.${uniqueSuffix()}@example.org`;
  const { path } = await newMemberWithLink(
    api,
    { name: 'Poussins' },
    {
      firstName: 'Nina',
      lastName: 'Rossi',
      gender: 'F',
      birthDate: `${new Date().getFullYear() - 9}-03-14`,
      email,
      phoneNumber: '0611223344',
    },
  );

  // The median of three visits, each in a fresh context with an empty cache: one visit alone
  // also measures whatever else the shared machine was doing at that moment.
  const visits: Visit[] = [];
  for (let i = 0; i < VISITS; i += 1) visits.push(await visit(browser, path));
  const shownAt = median(visits.map((v) => v.shownAt));
  const summary =
    `Subscription form at 390 px, CPU ${CPU_SLOWDOWN}× slower than this machine at rest: first field shown and filled after ${Math.round(shownAt)} ms ` +
    `(median of ${visits.map((v) => Math.round(v.shownAt)).join(', ')}; budget ${INTERACTIVE_BUDGET_MS} ms; ` +
    `throttling rates ${visits.map((v) => v.rate.toFixed(1)).join(', ')}); ` +
    `a key press answered in ${Math.round(median(visits.map((v) => v.keyMs)))} ms; ` +
    `${(visits[0]!.transferred / 1024).toFixed(1)} KB of compressed JavaScript transferred`;
  test.info().annotations.push({ type: 'timing', description: summary });
  console.log(summary);

  expect(visits.every((v) => Number.isFinite(v.shownAt))).toBe(true);
  expect(shownAt).toBeLessThan(INTERACTIVE_BUDGET_MS);
  for (const { transferred } of visits) {
    expect(transferred).toBeGreaterThan(0);
    expect(transferred).toBeLessThanOrEqual(250 * 1024);
  }
});
