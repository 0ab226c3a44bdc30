// The steps of the restaurant's classic terminal and the take-away counter (the same billing engine) that the chaos
// run's cashier puts together into a whole order (billing.mjs): an item found and added, a KOT sent, the bill made,
// the bill settled in cash.
import { LONG, paiseOf } from './ui.mjs';

const orderRow = (page, item) =>
  page.getByRole('table', { name: 'Order lines' }).getByRole('row').filter({ hasText: item });

/** Types a new item's code in the finder and adds the first item found with Enter (a line of its own). */
export async function addItem(page, item) {
  const finder = page.getByRole('combobox', { name: 'Find an item' });
  await finder.waitFor(LONG);
  await finder.fill(item.code);
  await page
    .getByRole('listbox', { name: 'Items found' })
    .getByRole('option')
    .first()
    .filter({ hasText: item.name })
    .waitFor(LONG);
  await finder.press('Enter');
  await orderRow(page, item.name).first().waitFor(LONG);
}

/** The order's items split into KOTs, each item on one line of its own (a KOT of nothing new sends nothing). */
export function kotsOf(items, kotCount) {
  const distinct = [...new Map(items.map((item) => [item.code, item])).values()];
  const kots = Array.from({ length: Math.min(kotCount, distinct.length) }, () => []);
  distinct.forEach((item, at) => kots[at % kots.length].push(item));
  return kots;
}

/** The Total row of a dialog's bill figures, in paise. */
async function totalOf(scope) {
  return paiseOf(
    await scope
      .getByRole('table', { name: 'Bill figures' })
      .getByRole('row', { name: /^Total / })
      .getByRole('cell')
      .textContent(),
  );
}

/**
 * F2, then until the terminal has kept the KOT: its message, and every order line saying Sent (the message of an
 * earlier KOT may still be on screen, so the message alone does not tell). Answers the message.
 */
export async function sendKot(page, said) {
  // Send KOT is busy while the last KOT waits for its token (take-away, up to 2.5 s): a press then does nothing.
  const button = page.getByRole('group', { name: 'Table commands' }).getByRole('button', { name: /^Send KOT/ });
  const states = page.getByRole('table', { name: 'Order lines' }).locator('tbody tr td:last-child');
  // The last KOT's word closed first, so the one that comes is this KOT's (two KOTs of one line say the same).
  const close = said.getByRole('button', { name: 'Close alert' });
  if (await close.count())
    await close
      .first()
      .click()
      .catch(() => undefined);
  const before = await said.allTextContents();
  await button.and(page.locator(':enabled')).waitFor(LONG);
  await page.keyboard.press('F2');
  let message = '';
  for (let tries = 0; ; tries += 1) {
    const now = await said.allTextContents();
    message ||= now.find((text) => !before.includes(text)) ?? '';
    const all = await states.allTextContents();
    if (message && all.length > 0 && all.every((state) => state.startsWith('Sent'))) return message;
    if (tries > 300)
      throw new Error(
        `the KOT was not kept: the lines say ${all.join(', ')}; the message ${message || 'did not come'}`,
      );
    await page.waitForTimeout(100);
  }
}

/**
 * Presses a key until the dialog it opens shows (a key pressed while the screen is busy does nothing, as for a person).
 */
async function pressFor(page, key, dialog) {
  for (let tries = 1; ; tries += 1) {
    await page.keyboard.press(key);
    try {
      await dialog.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (tries >= 4) throw error;
    }
  }
}

/** F4: Make bill; answers the total the dialog shows; closes the printed bill. */
export async function makeBill(page) {
  const dialog = page.getByRole('dialog', { name: /^Make bill: / });
  await pressFor(page, 'F4', dialog);
  const total = await totalOf(dialog);
  await dialog.getByRole('button', { name: 'Make bill' }).click();
  const printed = page.getByRole('dialog', { name: /^Bill / });
  await printed.getByRole('button', { name: 'Close the bill' }).click(LONG);
  await printed.waitFor({ state: 'detached', ...LONG });
  return total;
}

/**
 * F8: the settle dialog of the bill, paid in cash with `extra` rupees of change; answers what it asked (the cashier
 * takes what the dialog asks, which is the server's bill once it has numbered it).
 */
export async function settleInCash(page, extra) {
  const dialog = page.getByRole('dialog', { name: /^Settle bill / });
  await pressFor(page, 'F8', dialog);
  const payable = paiseOf(await dialog.getByText(/^Total payable/).textContent());
  const handed = payable + extra * 100;
  await dialog
    .getByLabel('Cash handed over (₹)')
    .fill(`${Math.floor(handed / 100)}.${String(handed % 100).padStart(2, '0')}`);
  await dialog.getByRole('button', { name: 'Settle' }).click();
  await dialog.waitFor({ state: 'detached', ...LONG });
  return payable;
}
