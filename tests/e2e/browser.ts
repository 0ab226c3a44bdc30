import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { E2E_PORT } from './global-setup';

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}/`;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Not the app's error: msw's worker unregisters itself once its last page unloads (public/mockServiceWorker.js,
 * CLIENT_CLOSED; visitScreen hops through about:blank), and Chromium may log the next page's registration racing
 * that ("Failed to update a ServiceWorker ... Not found"); the demo backend starts anyway.
 */
export const isWorkerRaceLog = (text: string) => /^Failed to update a ServiceWorker for scope .*: Not found$/.test(text);

/** A fresh browser profile (own local storage, IndexedDB and service worker) per test. */
export async function openPage(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !isWorkerRaceLog(message.text())) errors.push(message.text());
  });
  return { context, page, errors };
}

export function hashPath(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

export async function signIn(page: Page, company: number, user = 'admin', password = `${user}123`): Promise<void> {
  await page.goto(`${BASE_URL}#/sessions/login`);
  await page.getByLabel('Company code').fill(String(company));
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The sidebar-large layout's prefix of every signed-in route. */
export const LAYOUT = '/applayout-sidebar-large';

/**
 * Opens a route afresh (from a blank page, so no heading of the page before can be mistaken for its
 * own) and waits for its level-1 heading and the calls it makes. `/sessions/*` routes are opened as
 * they are, every other one inside the layout.
 */
export async function visitScreen(page: Page, route: string): Promise<void> {
  const path = route.startsWith('/sessions/') ? route : `${LAYOUT}${route}`;
  await page.goto('about:blank');
  await page.goto(`${BASE_URL}#${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const landed = hashPath(page).split('?')[0];
  if (landed !== path.split('?')[0]) throw new Error(`Opened ${path} but the app showed ${hashPath(page)}`);
}

/** Signs in and waits until the signed-in frame shows (the header's user menu), not just the sign-in page's heading. */
export async function signInAndWait(page: Page, company: number, user = 'admin'): Promise<void> {
  await signIn(page, company, user);
  await page.getByRole('button', { name: /User menu for/ }).waitFor({ timeout: 20_000 });
}

/** A phone-sized browser profile (375 x 740, touch), with the page errors collected like openPage's. */
export async function openPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !isWorkerRaceLog(message.text())) errors.push(message.text());
  });
  return { context, page, errors };
}

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/** Runs axe-core over the whole page; one line per violation of impact serious or critical (rule id, impact, targets). */
export async function seriousViolations(page: Page, route: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const runner = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const result = await runner.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${route}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.targets.slice(0, 4).join(' | ')}${violation.targets.length > 4 ? ` … ${violation.targets.length} elements` : ''}`);
}
