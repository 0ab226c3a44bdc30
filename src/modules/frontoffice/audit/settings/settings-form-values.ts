import { fromPaise, toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { parseMoney } from '../../../../lib/money/money-parse';
import type { FoSettings } from '../../domain/fo-settings';
import { settingsProblems, type SettingsProblems } from '../domain/settings-rules';

/** The settings form as typed: text per field, the last slab's upper limit left empty (open-ended). */
export interface SettingsFormValues {
  checkOutTime: string;
  cFormHours: string;
  slabs: { upTo: string; percent: string }[];
  cancelSameDayOnly: boolean;
}

export const formValuesOf = (settings: FoSettings): SettingsFormValues => ({
  checkOutTime: settings.checkOutTime,
  cFormHours: String(settings.cFormHours),
  slabs: settings.roomTaxSlabs.map((slab) => ({
    upTo: slab.upTo === null ? '' : formatMoney(toPaise(slab.upTo)),
    percent: String(slab.percent),
  })),
  cancelSameDayOnly: settings.cancelSameDayOnly,
});

const number = (text: string, pattern: RegExp) => (pattern.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The typed values read as settings, with every problem under its form field's path (`slabs.<i>.upTo`...): what
 * cannot be read says so, the rest is judged by the same rules the backend applies (settings-rules.ts).
 */
export function readSettingsForm(values: SettingsFormValues): { settings: FoSettings; problems: SettingsProblems } {
  const unread: SettingsProblems = {};
  const last = values.slabs.length - 1;
  const slabs = values.slabs.map((slab, index) => {
    if (index === last) return { upTo: null, percent: number(slab.percent, /^\d+(\.\d+)?$/) };
    const amount = parseMoney(slab.upTo, { allowNegative: false });
    if (!amount.ok) unread[`slabs.${index}.upTo`] = amount.message;
    return { upTo: amount.ok ? fromPaise(amount.paise) : Number.NaN, percent: number(slab.percent, /^\d+(\.\d+)?$/) };
  });
  const settings: FoSettings = {
    checkOutTime: values.checkOutTime,
    cFormHours: number(values.cFormHours, /^\d+$/),
    roomTaxSlabs: slabs,
    cancelSameDayOnly: values.cancelSameDayOnly,
  };
  const judged = Object.fromEntries(
    Object.entries(settingsProblems(settings)).map(([path, message]) => [
      path.replace(/^roomTaxSlabs/, 'slabs'),
      message,
    ]),
  );
  return { settings, problems: { ...judged, ...unread } };
}
