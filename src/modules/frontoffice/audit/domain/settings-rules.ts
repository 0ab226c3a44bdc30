import { formatMoney } from '../../../../lib/money/money-format';
import { hasAtMostDecimals, toPaise } from '../../../../lib/money/money';
import type { FoSettings, RoomTaxSlab } from '../../domain/fo-settings';

/**
 * A problem per field path: `checkOutTime`, `cFormHours`, `roomTaxSlabs`, `roomTaxSlabs.<i>.upTo`,
 * `roomTaxSlabs.<i>.percent`.
 */
export type SettingsProblems = Record<string, string>;

const MAX_NIGHT_RUPEES = 10_00_000;
const MAX_GST = 28;

function slabProblems(slabs: readonly RoomTaxSlab[], problems: SettingsProblems): void {
  if (slabs.length === 0) {
    problems.roomTaxSlabs = 'Give at least one GST slab (one open-ended slab taxes every night alike).';
    return;
  }
  let previous = 0;
  slabs.forEach((slab, index) => {
    const at = `roomTaxSlabs.${index}`;
    if (
      !Number.isFinite(slab.percent) ||
      slab.percent < 0 ||
      slab.percent > MAX_GST ||
      !hasAtMostDecimals(slab.percent, 2)
    )
      problems[`${at}.percent`] = `Give a GST percent from 0 to ${MAX_GST}, at most two decimals.`;
    const last = index === slabs.length - 1;
    if (last) {
      if (slab.upTo !== null)
        problems[`${at}.upTo`] = 'The last slab has no upper limit: it taxes every night above the one before.';
      return;
    }
    if (slab.upTo === null || !Number.isFinite(slab.upTo)) {
      problems[`${at}.upTo`] = 'Give the highest night tariff this slab taxes (only the last slab is open-ended).';
      return;
    }
    if (!hasAtMostDecimals(slab.upTo, 2) || slab.upTo <= 0 || slab.upTo > MAX_NIGHT_RUPEES) {
      problems[`${at}.upTo`] =
        `Give an amount in rupees above 0 and up to Rs ${formatMoney(toPaise(MAX_NIGHT_RUPEES))}, at most two decimals.`;
      return;
    }
    if (index > 0 && toPaise(slab.upTo) <= toPaise(previous))
      problems[`${at}.upTo`] =
        `Slabs go up: give more than Rs ${formatMoney(toPaise(previous))}, the slab before's limit.`;
    previous = slab.upTo;
  });
}

/**
 * What is wrong with front office settings (empty: nothing). The form marks each problem beside its field and the
 * demo backend refuses the same settings with the same words.
 */
export function settingsProblems(settings: FoSettings): SettingsProblems {
  const problems: SettingsProblems = {};
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(settings.checkOutTime))
    problems.checkOutTime = 'Give the check-out time as hours and minutes, e.g. 12:00.';
  if (!Number.isInteger(settings.cFormHours) || settings.cFormHours < 1 || settings.cFormHours > 168)
    problems.cFormHours = 'Give whole hours from 1 to 168 (the law asks for 24).';
  slabProblems(settings.roomTaxSlabs, problems);
  return problems;
}

/** The labels the problems are named by when the backend refuses (the form shows them beside the field instead). */
export function problemText(problems: SettingsProblems): string {
  return Object.entries(problems)
    .map(([path, message]) => {
      const slab = /^roomTaxSlabs\.(\d+)\.(upTo|percent)$/.exec(path);
      const label = slab
        ? `GST slab ${Number(slab[1]) + 1}, ${slab[2] === 'upTo' ? 'up to' : 'GST percent'}`
        : ({ checkOutTime: 'Check-out time', cFormHours: 'C-Form due within (hours)', roomTaxSlabs: 'GST slabs' }[
            path
          ] ?? path);
      return `${label}: ${message}`;
    })
    .join(' ');
}

/**
 * Reads a stored or sent settings object field by field (missing or mistyped fields become values the rules refuse).
 */
export function settingsFrom(value: unknown): FoSettings {
  const row = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const slabs = Array.isArray(row.roomTaxSlabs) ? (row.roomTaxSlabs as unknown[]) : [];
  const number = (raw: unknown) =>
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return {
    checkOutTime: typeof row.checkOutTime === 'string' ? row.checkOutTime : '',
    cFormHours: number(row.cFormHours),
    roomTaxSlabs: slabs.map((slab) => {
      const fields = typeof slab === 'object' && slab !== null ? (slab as Record<string, unknown>) : {};
      return {
        upTo: fields.upTo === null || fields.upTo === undefined || fields.upTo === '' ? null : number(fields.upTo),
        percent: number(fields.percent),
      };
    }),
    cancelSameDayOnly: row.cancelSameDayOnly === true,
  };
}
