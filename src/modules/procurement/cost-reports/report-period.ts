/**
 * What a procurement report is asked for: the period (yyyy-MM-dd, both days in) and optionally one supplier ('' = all).
 */
export interface ReportPeriod {
  from: string;
  to: string;
  supplier: string;
}

export const inPeriod = (period: ReportPeriod, dat: string): boolean =>
  dat.slice(0, 10) >= period.from && dat.slice(0, 10) <= period.to;

export const forSupplier = (period: ReportPeriod, supplier: string | number): boolean =>
  period.supplier === '' || String(supplier) === period.supplier;

/** Text order for rows: by the keys given, in turn. */
export const byKeys =
  <T>(...keys: Array<(row: T) => string>) =>
  (a: T, b: T): number => {
    for (const key of keys) {
      const order = key(a).localeCompare(key(b), 'en', { numeric: true });
      if (order !== 0) return order;
    }
    return 0;
  };
