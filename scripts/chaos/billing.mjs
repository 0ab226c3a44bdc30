// The restaurant's classic terminal and the take-away counter (the same billing engine): a whole order at the screen,
// from its KOTs to the settlement, put together from the steps of billing-steps.mjs.
import { addItem, makeBill, sendKot, settleInCash } from './billing-steps.mjs';
import { notedLines } from './missing-lines.mjs';
import { LONG } from './ui.mjs';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A table of the classic terminal from free to settled: its KOTs (F2, each of the given items), Make bill (F4),
 * the settlement in cash (F8). Answers what the cashier saw: the KOTs sent and the bill's total.
 */
export async function serveTable(page, { outlet, table, kots, extraCash }) {
  await page.getByRole('button', { name: new RegExp(`^${escape(table)}, free(,|$)`) }).click(LONG);
  await page.getByRole('heading', { name: `Table ${table}` }).waitFor(LONG);
  for (const kot of kots) {
    for (const item of kot) await addItem(page, item);
    await sendKot(page, page.getByText(new RegExp(`^KOT for ${escape(table)}: \\d+ lines? for the kitchen\\.$`)));
  }
  const notes = await notedLines(page, kots.flat(), `table ${table}`, `${outlet}|${table}`);
  const printed = await makeBill(page);
  await page.getByText('Reopen the table to add items.').waitFor(LONG);
  const total = await settleInCash(page, extraCash);
  await page.getByText(`Table ${table} settled.`).waitFor(LONG);
  await skipPrint(page);
  return { kots: kots.length, printed, total, notes };
}

/**
 * A take-away counter order: New order, its KOTs, the bill and cash; answers the order's code (its pseudo table) and
 * total.
 */
export async function serveCounterOrder(page, { outlet, kots, extraCash }) {
  await page.getByRole('button', { name: 'New order' }).click();
  await page.getByRole('heading', { level: 2, name: 'New order' }).waitFor(LONG);
  let code = '';
  for (const kot of kots) {
    for (const item of kot) await addItem(page, item);
    const message = await sendKot(
      page,
      page.getByText(/^KOT for (Order TA-[A-Z0-9]{6}|Token \d+): \d+ lines? for the kitchen\.$/),
    );
    code ||= /TA-[A-Z0-9]{6}/.exec(message)?.[0] ?? '';
  }
  if (!code) throw new Error("the order's code was not on the KOT message");
  const notes = await notedLines(page, kots.flat(), `order ${code}`, `${outlet}|${code}`);
  const printed = await makeBill(page);
  const total = await settleInCash(page, extraCash);
  await page
    .getByText(/settled\.$/)
    .first()
    .waitFor(LONG);
  await skipPrint(page);
  return { code, kots: kots.length, printed, total, notes };
}

/** Answers the settle dialog's print question, if it asks, with No print. */
async function skipPrint(page) {
  const noPrint = page.getByRole('button', { name: 'No print' });
  if (await noPrint.count())
    await noPrint
      .first()
      .click()
      .catch(() => undefined);
}
