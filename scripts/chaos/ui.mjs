// The chaos run's cashier at the screens: sign-in, the restaurant's classic terminal, the take-away counter and the
// shop counter, worked with the keys and buttons a person uses (the steps of tests/e2e/restaurant-steps.ts,
// takeaway.e2e.ts and sales-counter.e2e.ts). Each step waits for what the screen says, never for the server: the
// operations go to the client's queue and the screens go on while it sends them.

// This file: sign-in, opening a screen, the driver, and what every screen shares; the terminals' steps are in
// billing-steps.mjs, billing.mjs and shop-counter.mjs.

export const LAYOUT = '/applayout-sidebar-large';
export const LONG = { timeout: 30_000 };

/** Rupees as a screen prints them (₹1,080.00, -12.50) to integer paise, without going through a float. */
export function paiseOf(text) {
  const cleaned = String(text ?? '').replace(/[^\d.-]/g, '');
  const match = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const paise = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -paise : paise;
}

/** Where the chaos driver's bundle is served, from the app's own origin so that it shares the app's storage. */
export const DRIVER_PATH = '/chaos-driver/';

/** Loads the chaos driver into a page of the app, ready for the edition (its `load` answer). */
export async function loadDriver(page, base, edition) {
  await page.addScriptTag({ url: `${base}${DRIVER_PATH.slice(1)}driver.js`, type: 'module' });
  await page.waitForFunction(() => 'chaosDriver' in globalThis);
  return page.evaluate((name) => globalThis.chaosDriver.load(name), edition);
}

export async function signIn(page, base, company, user) {
  await page.goto(`${base}#/sessions/login`);
  await page.locator('html[data-demo-backend="ready"]').waitFor({ state: 'attached', ...LONG });
  await page.getByLabel('Company code').fill(String(company));
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password').fill(`${user}123`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /User menu for/ }).waitFor(LONG);
}

/** Opens a screen of the signed-in app by its address (a load: the page and its demo backend start afresh). */
export async function openScreen(page, base, route, heading) {
  await page.goto(`${base}#${LAYOUT}${route}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor(LONG);
  await page.locator('html[data-demo-backend="ready"]').waitFor({ state: 'attached', ...LONG });
}

/**
 * Whether the screen can take an order: a screen whose first read failed shows 'Network Error' and Try again in its
 * place (pressed once here; offline it fails again). Answers false, with what the screen said, when it cannot.
 */
export async function screenUsable(page) {
  const retry = page.getByRole('main').getByRole('button', { name: 'Try again' });
  if ((await retry.count()) === 0) return { usable: true };
  const said = (
    (await page
      .getByRole('main')
      .getByRole('alert')
      .first()
      .textContent()
      .catch(() => '')) ?? ''
  )
    .replace('Try again', '')
    .trim();
  await retry
    .first()
    .click()
    .catch(() => undefined);
  try {
    await page.getByLabel('Outlet', { exact: true }).waitFor({ timeout: 10_000 });
    return { usable: true };
  } catch {
    return { usable: false, said };
  }
}

/** The screen's outlet picker, once the screen has read its requirements. */
export async function chooseOutlet(page, outlet) {
  const picker = page.getByLabel('Outlet', { exact: true });
  await picker.waitFor(LONG);
  await picker.selectOption(outlet);
}
