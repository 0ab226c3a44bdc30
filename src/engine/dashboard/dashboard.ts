import type { ScreenDeclaration } from '../../lib/screens/screen-declaration';

/**
 * What a figure is computed from (for the demo backend): a master's records, counted or summed, optionally filtered.
 */
export interface FigureSource {
  resource: string;
  measure: 'count' | 'sum';
  /** The summed field (measure 'sum'). */
  field?: string;
  /** Only records whose field equals the value (or one of the values). */
  where?: Readonly<Record<string, string | number | boolean | ReadonlyArray<string | number>>>;
  /** Charts: one bar or slice per value of this field (reference fields by name). */
  groupBy?: string;
}

export interface DashboardCard {
  name: string;
  label: string;
  format: 'number' | 'money';
  /** What the figure counts, shown under it where it could be taken for another figure of the page. */
  note?: string;
  source?: FigureSource;
}

export interface DashboardChart {
  name: string;
  title: string;
  kind: 'bar' | 'doughnut';
  /**
   * Bars side by side per label (e.g. income and expenses by month): each point then carries `values` in this order.
   */
  series?: readonly string[];
  format?: 'number' | 'money';
  source?: FigureSource & { groupBy: string };
}

/** A module dashboard: number cards and charts, all computed by the backend. */
export interface DashboardDeclaration {
  name: string;
  title: string;
  screen: ScreenDeclaration;
  /** `api/<Controller>/<Action>`, sent `{usr}`; answers DashboardData. */
  endpoint: string;
  cards: readonly DashboardCard[];
  charts: readonly DashboardChart[];
}

export interface DashboardData {
  cards: Readonly<Record<string, number>>;
  charts: Readonly<Record<string, ReadonlyArray<ChartPoint>>>;
}

export interface ChartPoint {
  label: string;
  value: number;
  values?: readonly number[];
}
