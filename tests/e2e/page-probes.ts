import type { BrowserContext, Page } from 'playwright-core';

// What every test page carries from its first document on: the browser's print dialog stood in for, and a short trail
// of the input the page received, which a failure report prints.

/**
 * Chromium's print in a headless browser is nothing a test can see or control, and the terminal prints a slip a moment
 * after showing it, right when a test presses its next key: the call is only counted (`printRequests`).
 */
function standInForPrint() {
  const counted = window as unknown as { printRequests: number };
  counted.printRequests = 0;
  window.print = () => {
    counted.printRequests += 1;
  };
}

/**
 * The last input events the page saw (keys, presses, clicks) with their target and whether a handler took them: a
 * key or click that "did nothing" shows whether it arrived at all.
 */
function keepInputTrail() {
  const trail: string[] = [];
  (window as unknown as { e2eInputTrail: string[] }).e2eInputTrail = trail;
  const keep = (line: string) => {
    trail.push(line);
    if (trail.length > 30) trail.shift();
  };
  const named = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return String(target);
    // A button's or a cell's own words; a large element's text (the body's) would cost time at every key.
    const worded = target.matches('button, a, label, td, th, li, span, kbd, [role="button"], [role="option"]');
    const text = worded ? (target.textContent ?? '').trim().slice(0, 24) : '';
    return `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}${text ? ` "${text}"` : ''}`;
  };
  for (const type of ['keydown', 'mousedown', 'mouseup', 'click', 'touchend']) {
    window.addEventListener(
      type,
      (event) => {
        const key = event instanceof KeyboardEvent ? ` ${event.key}` : '';
        keep(`${Math.round(performance.now())} ms ${type}${key} on ${named(event.target)}`);
      },
      true,
    );
    window.addEventListener(type, (event) => {
      if (event.defaultPrevented) keep(`  (${type} taken by a handler)`);
    });
  }
}

export async function probePages(context: BrowserContext): Promise<void> {
  await context.addInitScript(standInForPrint);
  await context.addInitScript(keepInputTrail);
}

/** The page's input trail and its open modal dialogs, for a failure report. */
export function inputTrail(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const trail = (window as unknown as { e2eInputTrail?: string[] }).e2eInputTrail ?? [];
      const modals = document.querySelectorAll('[aria-modal="true"]').length;
      return `${trail.slice(-12).join(' | ') || '(none)'}; modal dialogs open: ${modals}`;
    })
    .catch(() => '(unknown)');
}

/** How many prints the page has asked for since it loaded (or since a test set the count back). */
export const printRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { printRequests?: number }).printRequests ?? 0);
