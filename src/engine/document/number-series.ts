import { format } from 'date-fns';

/** A document number series: prefix + period + counter, e.g. `PO` + `yy-MM` + `/` + 4 digits = `PO26-11/0007`. */
export interface NumberSeries {
  prefix: string;
  /** date-fns pattern of the period, e.g. 'yy-MM'. */
  period: string;
  digits: number;
}

export function seriesPrefix(series: NumberSeries, date: Date): string {
  return `${series.prefix}${format(date, series.period)}/`;
}

/** The next number of the period, after the highest already used in it (numbers of other periods do not count). */
export function nextNumber(series: NumberSeries, date: Date, existing: readonly string[]): string {
  const prefix = seriesPrefix(series, date);
  const highest = existing
    .filter((number) => number.startsWith(prefix))
    .map((number) => Number(number.slice(prefix.length)))
    .filter(Number.isFinite)
    .reduce((max, counter) => Math.max(max, counter), 0);
  return `${prefix}${String(highest + 1).padStart(series.digits, '0')}`;
}
