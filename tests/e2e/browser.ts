import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { watchForReport } from './failure-report';
import { E2E_PORT } from './global-setup';
import { TEST_NOW } from '../setup/test-clock';
import { probePages } from './page-probes';

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}/`;

let shared: Promise<Browser> | undefined;

/**
 * One Chromium per worker, shared by every file the worker runs (the end-to-end files run without isolation, so
 * this module and its browser outlive a file). Each test still gets a fresh profile from openPage or openPhone; the
 * browser goes when the worker ends.
 */
export function launch(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }).then((browser) => {
    browser.on('disconnected', () => (shared = undefined));
    return browser;
  });
  return shared;
}

type Opened = { context: BrowserContext; page: Page; errors: string[] };

/** A page of a fresh profile, on the test clock, with its errors collected and its requests counted. */
async function openIn(context: BrowserContext, { clock = false }: Options): Promise<Opened> {
  // Date.now() is the test clock's when TEST_NOW is set (tests/setup/e2e-setup.ts): the page's day is the test's.
  // A test that moves the page's time on (page.clock.fastForward) has the clock from the start, running as real time
  // does.
  if (TEST_NOW || clock) await context.clock.install({ time: Date.now() });
  watchForReport(context);
  await probePages(context);
  const page = await context.newPage();
  trackRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/**
 * Every profile asks for reduced motion, as a person may in their system settings: Bootstrap then drops its
 * fades and slides (its transitions honour prefers-reduced-motion), so a dialog is there, and gone, at once
 * instead of after each 150-300 ms transition. What the screens do is the same.
 */
const MOTION = { reducedMotion: 'reduce' } as const;

/** `clock`: the page's timers and Date are Playwright's clock from the start, so the test can move time on. */
interface Options {
  clock?: boolean;
  appShell?: boolean;
}

/**
 * The app shell's service worker only where a test asks for it (`appShell`): it precaches the whole build as it
 * installs, several megabytes per fresh profile, and the demo backend does not need it (it runs in the page).
 */
const workers = (options: Options) => ({ serviceWorkers: options.appShell ? 'allow' : 'block' }) as const;

/** A fresh browser profile (own local storage and IndexedDB) per test. */
export function openPage(browser: Browser, width = 1280, options: Options = {}): Promise<Opened> {
  return browser
    .newContext({ ...MOTION, ...workers(options), viewport: { width, height: 800 } })
    .then((context) => openIn(context, options));
}

export function hashPath(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

/** Signs in through the form, as a person does. */
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
 * The requests of each page still waiting for an answer on the network (the demo backend's are counted in the page).
 */
const pending = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  if (pending.has(page)) return;
  const requests = new Set<Request>();
  pending.set(page, requests);
  page.on('request', (request) => void requests.add(request));
  page.on('requestfinished', (request) => void requests.delete(request));
  page.on('requestfailed', (request) => void requests.delete(request));
}

/**
 * The demo backend's calls being answered in the page (src/mocks/core/demo-probe.ts); a page between two documents
 * counts as busy.
 */
function demoCallsUnderWay(page: Page): Promise<number> {
  return page
    .evaluate(() => (globalThis as { erpDemoBackend?: { underWay: number } }).erpDemoBackend?.underWay ?? 0)
    .catch(() => 1);
}

/**
 * Loads the page afresh and waits for its screen: before a person's own way (the sidebar, a link) to the screen in
 * view, which choosing it again does not read again.
 */
export async function loadAfresh(page: Page): Promise<void> {
  await page.reload();
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  await networkQuiet(page);
}

/**
 * Resolves once the page has had no request under way for `quietMs` (as 'networkidle' does for a load, which waits 500
 * ms).
 */
export async function networkQuiet(page: Page, quietMs = 150, limitMs = 20_000): Promise<void> {
  trackRequests(page);
  const requests = pending.get(page)!;
  const until = Date.now() + limitMs;
  let quietSince = 0;
  while (Date.now() < until) {
    if (requests.size > 0 || (await demoCallsUnderWay(page)) > 0) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
  throw new Error(
    `requests still under way after ${limitMs / 1000} s: ${[...requests].map((request) => request.url()).join(', ')}`,
  );
}

/** The build the page is on (the contract run serves its own beside the suite's), else the suite's. */
function buildOf(page: Page): string {
  const url = page.url();
  return url.startsWith('http') ? `${new URL(url).origin}/` : BASE_URL;
}

/**
 * Opens a route and waits for its level-1 heading and the calls it makes. `/sessions/*` routes are opened as they
 * are, every other one inside the layout.
 *
 * Inside the signed-in app it moves by the hash, as the sidebar does (no reload: a reload restarts the app and its
 * demo backend, about 1.4 s against 0.2 s). The app forgets what it read once something is saved
 * (`forgetReadsAfterSave`), so a screen seen before shows what changed since. The headings on screen before are
 * marked, so that only the new screen's heading counts; the same screen with other parameters (a list and its
 * new-record form) may keep its heading, and is waited for by its address and its calls. The screen in view is
 * loaded afresh, and so is any screen when `reload` is asked for.
 */
export async function visitScreen(
  page: Page,
  route: string,
  { reload = false }: { reload?: boolean } = {},
): Promise<void> {
  trackRequests(page);
  const path = route.startsWith('/sessions/') ? route : `${LAYOUT}${route}`;
  const bare = path.split('?')[0]!;
  const base = buildOf(page);
  const inApp = page.url().startsWith(`${base}#${LAYOUT}/`) && !path.startsWith('/sessions/');
  const here = hashPath(page);
  if (inApp && !reload && here !== path) {
    await page.evaluate((hash) => {
      for (const heading of document.querySelectorAll('h1, [role="heading"][aria-level="1"]'))
        heading.setAttribute('data-e2e-before', '');
      // Prints are counted per screen opened (the tests' window.print stand-in), as a reload would start them.
      const counted = window as unknown as { printRequests?: number };
      if (counted.printRequests !== undefined) counted.printRequests = 0;
      window.location.hash = hash;
    }, path);
    const heading =
      here.split('?')[0] === bare
        ? 'h1, [role="heading"][aria-level="1"]'
        : 'h1:not([data-e2e-before]), [role="heading"][aria-level="1"]:not([data-e2e-before])';
    await page.waitForURL((url) => url.hash !== `#${here}`, { timeout: 20_000 });
    await page.locator(heading).first().waitFor({ timeout: 20_000 });
    await networkQuiet(page);
  } else {
    await page.goto('about:blank');
    await page.goto(`${base}#${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
    await networkQuiet(page);
  }
  const landed = hashPath(page).split('?')[0];
  if (landed !== bare) throw new Error(`Opened ${path} but the app showed ${hashPath(page)}`);
}

interface Session {
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
  landing: string;
}
/** Each company and user's session, signed in once per worker through the form and saved with the demo database. */
const sessions = new Map<string, Session>();

/**
 * Signs in and waits until the signed-in frame shows (the header's user menu), not just the sign-in page's heading.
 * A fresh profile takes the saved session of that company and user (local storage and the demo database as they
 * were just after signing in), which is what signing in would leave; the first one of each signs in through the form.
 */
export async function signInAndWait(page: Page, company: number, user = 'admin'): Promise<void> {
  // Per day too: a file may move its day (school-steps.ts), and a demo database is seeded for the day it was made.
  const key = `${company}:${user}:${new Date().toDateString()}`;
  const saved = sessions.get(key);
  // Only a fresh profile's sign-in is kept: one in the middle of a test (another user taking over the page) carries
  // that test's data in its demo database, and copying a database that size took seconds. A second page of a profile
  // in use is not fresh either: setting the saved state would clear the storage (the demo database) under the pages
  // already open, whose demo backend keeps its data there (the online order placed in the shop's page was lost).
  const fresh = page.url() === 'about:blank' && page.context().pages().length === 1;
  if (saved && fresh) {
    await page.context().setStorageState(saved.state);
    await page.goto(saved.landing);
  } else {
    await signIn(page, company, user);
  }
  await page.getByRole('button', { name: /User menu for/ }).waitFor({ timeout: 20_000 });
  if (!saved && fresh) {
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
    await networkQuiet(page);
    sessions.set(key, { state: await page.context().storageState({ indexedDB: true }), landing: page.url() });
  }
}

/** A phone-sized browser profile (375 x 740, touch), with the page errors collected like openPage's. */
export function openPhone(browser: Browser, options: Options = {}): Promise<Opened> {
  return browser
    .newContext({
      ...MOTION,
      ...workers(options),
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    })
    .then((context) => openIn(context, options));
}

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/** The pages whose frame (header, sidebar, footer) axe has checked already. */
const frameChecked = new WeakSet<Page>();

/**
 * Runs axe-core over the page; one line per violation of impact serious or critical (rule id, impact, targets). The
 * first check of a page covers the whole of it; later ones the screen (main) and any dialog, as the frame around
 * them is the one already checked (a full check of the frame cost about as much as the screen's).
 */
export async function seriousViolations(page: Page, route: string, { frame = false } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  // `frame`: the whole page again, for what opens in the frame (the bell's menu in the header).
  const whole = frame || !frameChecked.has(page) || (await page.locator('#main-content').count()) === 0;
  frameChecked.add(page);
  const violations = await page.evaluate(async (checkWhole) => {
    type Context = Document | { include: string[][] };
    const runner = (window as unknown as { axe: { run: (context: Context, options: object) => Promise<AxeResult> } })
      .axe;
    const dialogs = document.querySelector('[role="dialog"], [role="alertdialog"]')
      ? [['[role="dialog"]'], ['[role="alertdialog"]']]
      : [];
    const context: Context = checkWhole ? document : { include: [['#main-content'], ...dialogs] };
    const result = await runner.run(context, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, whole);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${route}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.targets.slice(0, 4).join(' | ')}${violation.targets.length > 4 ? ` … ${violation.targets.length} elements` : ''}`,
    );
}
