import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { networkQuiet } from './browser';

export const PALETTE = 'Search products and screens';
const LONG = { timeout: 20_000 };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An option's text that begins with `text`. */
export const starting = (text: string) => new RegExp(`^${escape(text)}`);

export const palette = (page: Page) => page.getByRole('dialog', { name: PALETTE });
const options = (page: Page) => palette(page).getByRole('option');

/** Ctrl+K: the palette's box, once it is there. */
async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const box = palette(page).getByRole('combobox');
  await box.waitFor(LONG);
  return box;
}

/** Esc, and the palette gone. */
export async function closePalette(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await palette(page).waitFor({ state: 'detached', ...LONG });
}

/** Ctrl+K, then `typed` into the palette's box, as a person types it; resolves once the first option reads `first`. */
export async function searchInPalette(page: Page, typed: string, first: RegExp): Promise<void> {
  const box = await openPalette(page);
  await box.fill('');
  await box.pressSequentially(typed);
  await expect.poll(() => options(page).first().textContent(), LONG).toMatch(first);
}

/** Types `typed` in the palette and opens its first option (which must read `first`) with Enter. */
export async function openFromPalette(page: Page, typed: string, first: RegExp): Promise<void> {
  await searchInPalette(page, typed, first);
  await page.keyboard.press('Enter');
  await palette(page).waitFor({ state: 'detached', ...LONG });
  await page.getByRole('heading', { level: 1 }).first().waitFor(LONG);
  await networkQuiet(page);
}

/**
 * The first record the palette offers for `typed` whose detail line reads `detail` ("… · Purchase order · …", "Room
 * 107 · …"): its title (number or name) and detail, for the test to type the whole of it, as a person who knows it
 * would. The palette is closed again.
 */
export async function recordNamed(
  page: Page,
  typed: string,
  detail: RegExp,
): Promise<{ title: string; detail: string }> {
  await (await openPalette(page)).fill(typed);
  const option = options(page)
    .filter({ has: page.locator('.palette-option-detail', { hasText: detail }) })
    .first();
  await option.waitFor(LONG);
  const title = (await option.locator('.palette-option-title').textContent())!.trim();
  const shown = (await option.locator('.palette-option-detail').textContent())!.trim();
  await closePalette(page);
  return { title, detail: shown };
}

/** The level-1 heading of the screen in view. */
export const headingOf = async (page: Page) => (await page.getByRole('heading', { level: 1 }).first().textContent())!;
