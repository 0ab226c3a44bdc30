import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { inputTrail } from './page-probes';

/**
 * What a failure report looks at: the profiles the running test opened and has not closed, and each page's answers of
 * status 400 or more (the console names none of them). Kept on the global object: the setup file and the tests'
 * helpers may each load their own copy of this module.
 */
interface Watched {
  open: Set<BrowserContext>;
  refused: WeakMap<Page, string[]>;
}
const holder = globalThis as typeof globalThis & { [key: symbol]: Watched | undefined };
const KEY = Symbol.for('erp.e2e.watched');
const { open, refused } = (holder[KEY] ??= { open: new Set(), refused: new WeakMap() });

export function watchForReport(context: BrowserContext): void {
  open.add(context);
  context.on('close', () => open.delete(context));
  context.on('page', (page) => {
    const list: string[] = [];
    refused.set(page, list);
    page.on('response', (response) => {
      if (response.status() >= 400) list.push(`${response.status()} ${response.url()}`);
    });
  });
}

const REPORT_DIR = 'test-results/e2e';

async function describePage(page: Page, file: string): Promise<string> {
  const seen = await page
    .evaluate(() => {
      const texts = (selector: string) =>
        [...document.querySelectorAll(selector)]
          .map((node) => (node.textContent ?? '').trim().slice(0, 200))
          .filter(Boolean);
      // The demo backend answers inside the page: its refusals are kept there (src/mocks/core/demo-probe.ts).
      const probe = (globalThis as { erpDemoBackend?: { refused: string[]; calls: Set<string> } }).erpDemoBackend;
      const demo = probe?.refused ?? [];
      // A test that waits on a screen which never comes: was the backend up, and which of its calls never ended?
      const backend = `${document.documentElement.dataset.demoBackend ?? 'not started'}; under way: ${
        [...(probe?.calls ?? [])].join(', ') || 'none'
      }`;
      const busy = [...document.querySelectorAll('button:disabled, [aria-busy="true"]')].map((node) =>
        (node.textContent ?? node.getAttribute('aria-label') ?? '').trim().slice(0, 60),
      );
      return {
        backend,
        busy,
        headings: texts('h1, h2'),
        alerts: texts('[role="alert"], [role="status"], .invalid-feedback'),
        body: (document.body?.innerText ?? '').slice(0, 600),
        demo: [...demo],
      };
    })
    .catch((error: unknown) => ({
      headings: [],
      alerts: [],
      body: `(could not read the page: ${String(error)})`,
      demo: [] as string[],
      backend: '(unknown)',
      busy: [] as string[],
    }));
  const input = await inputTrail(page);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  const answers = [...(refused.get(page) ?? []), ...seen.demo].slice(-10);
  return [
    `  address: ${page.url()}`,
    `  headings: ${seen.headings.join(' | ') || '(none)'}`,
    `  alerts: ${seen.alerts.join(' | ') || '(none)'}`,
    `  answers of 400 or more: ${answers.join(' | ') || '(none)'}`,
    `  demo backend: ${seen.backend}`,
    `  disabled or busy: ${seen.busy.join(' | ') || '(none)'}`,
    `  last input: ${input}`,
    `  text: ${seen.body.replace(/\s+/g, ' ')}`,
    `  screenshot: ${file}`,
  ].join('\n');
}

/**
 * What each page of a failed test showed when it failed (address, headings, alerts, its last answers of 400 or more,
 * the start of its text, a screenshot in test-results/e2e): a failure on CI explains itself without a second run.
 */
export async function reportFailure(testName: string): Promise<void> {
  if (open.size === 0) return;
  await mkdir(REPORT_DIR, { recursive: true });
  const stem = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  const lines: string[] = [];
  let index = 0;
  for (const context of open) {
    for (const page of context.pages()) {
      index += 1;
      lines.push(`page ${index}:\n${await describePage(page, `${REPORT_DIR}/${stem}-${index}.png`)}`);
    }
  }
  console.log(`\nWhat the pages of "${testName}" showed when it failed:\n${lines.join('\n')}\n`);
}

/** Profiles left open by a test (one that failed before closing them) are closed before the next. */
export async function closeLeftOpen(): Promise<void> {
  await Promise.all([...open].map((context) => context.close().catch(() => undefined)));
  open.clear();
}
