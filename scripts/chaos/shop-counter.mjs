// The shop counter (1015) at the screen: a sale rung up and settled in cash.
import { LONG, paiseOf } from './ui.mjs';

/**
 * Rings up `qty*code` lines, settles in cash (F8); answers the total and the bill's number ('' while it waits to send).
 */
export async function counterSale(page, { lines, extraCash }) {
  const entry = page.getByRole('combobox', { name: 'Code, barcode or name' });
  await entry.waitFor(LONG);
  for (const line of lines) {
    await entry.fill(`${line.qty}*${line.code}`);
    await entry.press('Enter');
    await page.getByLabel(`Quantity of ${line.name}`, { exact: true }).waitFor(LONG);
  }
  await page.keyboard.press('F8');
  const dialog = page.getByRole('dialog', { name: 'Settle bill (number pending)' });
  await dialog.waitFor(LONG);
  const total = paiseOf(await dialog.getByText(/^Total payable/).textContent());
  const handed = total + extraCash * 100;
  await dialog
    .getByLabel('Cash handed over (₹)')
    .fill(`${Math.floor(handed / 100)}.${String(handed % 100).padStart(2, '0')}`);
  await dialog.getByRole('button', { name: 'Settle' }).click();
  // The slip: numbered when the server answered, "(number pending)" when the sale waits in the queue.
  const slip = page.getByRole('dialog', { name: /^Bill / });
  await slip.getByRole('button', { name: 'Close the bill' }).waitFor({ timeout: 60_000 });
  const title =
    (await slip.first().getAttribute('aria-label')) ??
    (await slip.first().getByRole('heading').first().textContent()) ??
    '';
  await slip.getByRole('button', { name: 'Close the bill' }).click();
  await slip.waitFor({ state: 'detached', ...LONG });
  await page.getByText('Nothing rung up yet: scan or find an item.').waitFor(LONG);
  return { total, seq: /[A-Z]{2}\d{2}-\d{6}/.exec(title)?.[0] ?? '' };
}
