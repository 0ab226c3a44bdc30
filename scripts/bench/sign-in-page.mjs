// The sign-in page's figures: what it loads, and how soon it is usable on a phone profile (a slow CPU and network).
import { gz, kb } from './chunk-sizes.mjs';

/** The scripts and styles the sign-in page loads (gzip), and which files. */
export async function measureSignIn(browser, base) {
  const page = await browser.newPage();
  const loaded = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      loaded.push({ type, url: response.url(), body: await response.body().catch(() => Buffer.alloc(0)) });
  });
  await page.goto(`${base}#/sessions/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  const js = loaded.filter((r) => r.type === 'script');
  const css = loaded.filter((r) => r.type === 'stylesheet');
  return {
    js: js.reduce((sum, r) => sum + gz(r.body), 0),
    css: css.reduce((sum, r) => sum + gz(r.body), 0),
    files: loaded.map((r) => `${r.url.replace(base, '')} ${kb(gz(r.body))}`),
  };
}

// A mid-range phone on a slow mobile network: the sign-in page must be usable soon on such a phone, demo backend on or
// off.
export const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerS: 1.6e6 / 8,
  uploadBytesPerS: 750e3 / 8,
  samples: 5,
};

/**
 * Runs in the page before its own scripts: notes when the password box is first on screen and
 * enabled (and tells the benchmark, which then types into it), and when a typed key lands in it.
 */
export function watchPasswordBox() {
  const { document, MutationObserver, performance } = globalThis; // the page's own
  const marks = { visibleAt: undefined, typedAt: undefined };
  globalThis.signInMarks = marks;
  const box = () => document.querySelector('input[type="password"]');
  const observer = new MutationObserver(() => {
    const input = box();
    if (
      !input ||
      input.disabled ||
      input.readOnly ||
      !input.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    )
      return;
    marks.visibleAt = performance.now();
    observer.disconnect();
    void globalThis.passwordBoxShown();
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class', 'style', 'hidden', 'disabled'],
  });
  const onInput = (event) => {
    if (event.target !== box() || event.target.value !== 'x') return;
    marks.typedAt = performance.now();
    document.removeEventListener('input', onInput, true);
  };
  document.addEventListener('input', onInput, true);
}

/** One cold load of the sign-in page on the phone profile, in a fresh context (no cache, no service worker). */
export async function phoneSample(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerS,
      uploadThroughput: PHONE.uploadBytesPerS,
    });
    let onShown;
    const shown = new Promise((resolve) => (onShown = resolve));
    await page.exposeBinding('passwordBoxShown', () => onShown());
    await page.addInitScript(watchPasswordBox);
    await page.goto(url, { waitUntil: 'commit' });
    let timer;
    const late = new Promise(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`no password box on ${url} within 60 s`)), 60_000)),
    );
    await Promise.race([shown, late]).finally(() => clearTimeout(timer));
    await page.locator('input[type="password"]').pressSequentially('x');
    await page.waitForFunction(() => globalThis.signInMarks.typedAt !== undefined);
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      visible: globalThis.signInMarks.visibleAt,
      usable: globalThis.signInMarks.typedAt,
    }));
  } finally {
    await context.close();
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Both builds, samples taken in turn (so the machine's load falls on both alike); medians per build. */
export async function measurePhone(browser, targets) {
  const samples = targets.map(() => []);
  for (let round = 0; round < PHONE.samples; round++) {
    for (const [index, target] of targets.entries())
      samples[index].push(await phoneSample(browser, `${target.base}#/sessions/login`));
  }
  return samples.map((runs) => ({
    runs,
    fcp: median(runs.map((r) => r.fcp)),
    visible: median(runs.map((r) => r.visible)),
    usable: median(runs.map((r) => r.usable)),
  }));
}
