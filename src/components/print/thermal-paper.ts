/** The thermal rolls shops print bills, KOTs, receipts and tokens on, by width in millimetres. */
export type PaperWidth = 80 | 58;

export const PAPER_WIDTHS: readonly PaperWidth[] = [80, 58];
export const DEFAULT_PAPER: PaperWidth = 80;

/**
 * What a 203 dpi printer's head reaches on each roll: 576 dots (72 mm) on 80 mm paper, 384 dots (48 mm) on 58 mm.
 * The slip keeps its text inside, the rest of the roll is its margin.
 */
export const PRINTABLE_MM: Readonly<Record<PaperWidth, number>> = { 80: 72, 58: 48 };

const MM_PER_INCH = 25.4;
/** A PDF's unit: 72 points to the inch. */
export const pointsOf = (mm: number): number => (mm * 72) / MM_PER_INCH;
/** A CSS pixel is 1/96 inch on paper. */
export const millimetresOf = (cssPixels: number): number => (cssPixels * MM_PER_INCH) / 96;

/** A stored or chosen width as one of the rolls (anything else is the default roll). */
export function paperWidthOf(value: unknown): PaperWidth {
  const width = Number(value);
  return width === 58 || width === 80 ? width : DEFAULT_PAPER;
}

// Room left under the slip for what screen and paper lay out a little apart (a font's rounding), so the slip never
// spills onto a second length of paper; and the shortest length a printer feeds.
const SLACK_MM = 3;
const SHORTEST_MM = 40;

/**
 * The named page of one slip: as wide as the roll and as long as the slip, no margins (the slip keeps its own).
 * Chromium honours no `auto` length (`size: 80mm auto` is dropped as invalid, leaving the default A4 or Letter), so
 * the length is the slip's own, measured.
 */
export function thermalPageRule(name: string, width: PaperWidth, heightPx: number): string {
  const length = Math.max(SHORTEST_MM, Math.ceil(millimetresOf(heightPx) + SLACK_MM));
  return `@page ${name} { size: ${width}mm ${length}mm; margin: 0; }`;
}

/** A slip's page name, from a React id ("«r3»", ":r3:" or "_r_3_"): letters and digits only. */
export const thermalPageName = (id: string): string => `thermal-${id.replace(/[^a-zA-Z0-9]/g, '')}`;

/** The paper setting as kept on a device, per company: each outlet's roll, and the roll last chosen. */
export interface PaperSetting {
  outlets: Readonly<Record<string, PaperWidth>>;
  /** For prints that belong to no outlet (a fee or hostel receipt): the roll this device's printer was last set to. */
  last?: PaperWidth;
}

export const NO_SETTING: PaperSetting = { outlets: {} };

/** The setting as stored (JSON), whatever the storage holds: what cannot be read counts as nothing chosen. */
export function readPaperSetting(text: string | null): PaperSetting {
  if (!text) return NO_SETTING;
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null) return NO_SETTING;
    const { outlets, last } = stored as { outlets?: unknown; last?: unknown };
    const widths =
      typeof outlets === 'object' && outlets !== null
        ? Object.fromEntries(Object.entries(outlets).map(([code, width]) => [code, paperWidthOf(width)]))
        : {};
    return last === undefined ? { outlets: widths } : { outlets: widths, last: paperWidthOf(last) };
  } catch {
    return NO_SETTING;
  }
}

/** The roll an outlet's slips print on (80 mm until chosen); with no outlet, the roll last chosen on the device. */
export function paperFor(setting: PaperSetting, outlet: string | undefined): PaperWidth {
  if (outlet) return setting.outlets[outlet] ?? DEFAULT_PAPER;
  return setting.last ?? DEFAULT_PAPER;
}

/** The setting with an outlet's roll chosen (it becomes the device's last choice too). */
export const choosePaper = (setting: PaperSetting, outlet: string, width: PaperWidth): PaperSetting => ({
  outlets: { ...setting.outlets, [outlet]: width },
  last: width,
});
