import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pointsOf, PRINTABLE_MM, type PaperWidth } from '../../src/components/print/thermal-paper';
import { pdfPages, type PdfPage } from './pdf-pages';

// The prints' end-to-end steps (prints.e2e.ts, scripts/print-pictures.mjs reads the same pages): what a print makes
// of the screen as a PDF, and whether anything on paper runs past what the printer reaches.

/** A4 and its printable width (the documents' page: 12 mm margins left and right, src/styles/_print.scss). */
export const A4 = { width: pointsOf(210), height: pointsOf(297), printableMm: 210 - 24 } as const;
export type Paper = PaperWidth | 'A4';

export { printRequests } from './page-probes';

/** The screen printed to PDF as Chromium prints it, the page sizes the CSS asks for honoured. */
export async function printedPages(page: Page): Promise<PdfPage[]> {
  return pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
}

const within = (actual: number, wanted: number) => Math.abs(actual - wanted) <= 1;

/** Every page of the PDF is as wide as the roll (to a point), `slips` pages in all, each as long as a slip needs. */
export async function expectRoll(page: Page, width: PaperWidth, slips: number, what: string): Promise<PdfPage[]> {
  const pages = await printedPages(page);
  const wanted = pointsOf(width);
  expect(pages.length, `${what}: one page per slip`).toBe(slips);
  for (const [index, printed] of pages.entries()) {
    expect(within(printed.width, wanted), `${what}, page ${index + 1}: ${printed.width} pt wide, not ${wanted}`).toBe(
      true,
    );
    // A slip's own length: at least the shortest a printer feeds, never a sheet of A4 or Letter.
    expect(printed.height, `${what}, page ${index + 1}`).toBeGreaterThanOrEqual(pointsOf(40) - 1);
    expect(printed.height, `${what}, page ${index + 1}`).not.toBeCloseTo(A4.height, 0);
  }
  return pages;
}

/** Every page of the PDF is A4 portrait (to a point); answers how many there are. */
export async function expectA4(page: Page, what: string): Promise<number> {
  const pages = await printedPages(page);
  expect(pages.length, `${what}: pages`).toBeGreaterThan(0);
  for (const [index, printed] of pages.entries())
    expect(
      within(printed.width, A4.width) && within(printed.height, A4.height),
      `${what}, page ${index + 1}: ${printed.width} × ${printed.height} pt, not A4`,
    ).toBe(true);
  return pages.length;
}

const cssPixels = (mm: number) => (mm * 96) / 25.4;

/**
 * Runs `look` with the page as it prints: print media, the window as wide as what the page lays out on (a roll's
 * whole width, a slip keeping its own margins; A4's width within its margins).
 */
async function asPrinted<T>(page: Page, paper: Paper, look: () => Promise<T>): Promise<T> {
  const viewport = page.viewportSize();
  const widthMm = paper === 'A4' ? A4.printableMm : paper;
  await page.setViewportSize({ width: Math.floor(cssPixels(widthMm)), height: viewport?.height ?? 800 });
  await page.emulateMedia({ media: 'print' });
  try {
    return await look();
  } finally {
    await page.emulateMedia({ media: null });
    if (viewport) await page.setViewportSize(viewport);
  }
}

/**
 * What on paper runs past the printable width, under print media with the window as wide as the paper's printable
 * area: each element of a print sheet wider than it, out of it, or with text running past its own box (cut off).
 * Empty when everything fits.
 */
export function cutOff(page: Page, paper: Paper): Promise<string[]> {
  const printablePx = cssPixels(paper === 'A4' ? A4.printableMm : PRINTABLE_MM[paper]);
  return asPrinted(page, paper, () =>
    page.evaluate(
      ({ thermal, reach }) => {
        const problems: string[] = [];
        const shown = (element: Element) => element.getClientRects().length > 0;
        const sheets = [...document.querySelectorAll('.print-sheet')].filter(shown);
        if (sheets.length === 0) return ['nothing on the screen prints'];
        const named = (element: Element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
        for (const sheet of sheets) {
          const box = sheet.getBoundingClientRect();
          const style = getComputedStyle(sheet);
          const left = thermal ? box.left + parseFloat(style.paddingLeft) : 0;
          const right = thermal ? box.right - parseFloat(style.paddingRight) : document.documentElement.clientWidth;
          if (right - left > reach + 1)
            problems.push(`${named(sheet)}: ${Math.round(right - left)} px to print on, ${Math.round(reach)} reach`);
          for (const element of sheet.querySelectorAll('*')) {
            if (!shown(element)) continue;
            const rect = element.getBoundingClientRect();
            // A caption kept for screen readers only is a 1 px box out of the flow.
            if (rect.width <= 1 || getComputedStyle(element).position === 'absolute') continue;
            if (rect.left < left - 1 || rect.right > right + 1)
              problems.push(`${named(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px`);
            else if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
              problems.push(`${named(element)} runs ${element.scrollWidth - element.clientWidth} px past its box`);
          }
        }
        return problems;
      },
      { thermal: paper !== 'A4', reach: printablePx },
    ),
  );
}

const PICTURES = process.env.PRINT_PICTURES;

/**
 * With PRINT_PICTURES set (scripts/print-pictures.mjs): a picture of what prints, as it prints, saved there as
 * `<name>.png` (the slips whole; a document's first page).
 */
export async function picture(page: Page, name: string, paper: Paper): Promise<void> {
  if (!PICTURES) return;
  await asPrinted(page, paper, async () => {
    const box = await page.evaluate(() => {
      const rects = [...document.querySelectorAll('.print-sheet')]
        .filter((sheet) => sheet.getClientRects().length > 0)
        .map((sheet) => sheet.getBoundingClientRect());
      return {
        x: Math.min(...rects.map((rect) => rect.left + window.scrollX)),
        y: Math.min(...rects.map((rect) => rect.top + window.scrollY)),
        right: Math.max(...rects.map((rect) => rect.right + window.scrollX)),
        bottom: Math.max(...rects.map((rect) => rect.bottom + window.scrollY)),
      };
    });
    const firstPage = paper === 'A4' ? cssPixels(297 - 26) : Infinity;
    await page.screenshot({
      path: `${PICTURES}/${name}.png`,
      fullPage: true,
      animations: 'disabled',
      clip: { x: box.x, y: box.y, width: box.right - box.x, height: Math.min(box.bottom - box.y, firstPage) },
    });
  });
}
