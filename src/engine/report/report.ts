import type { ScreenDeclaration } from '../../lib/screens/screen-declaration';
import type { FieldDeclaration } from '../resource';

export type ReportColumnType = 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime';

export interface ReportColumn {
  name: string;
  label: string;
  type: ReportColumnType;
  /**
   * Summed in group subtotals and the grand total (numbers and money); 'groups': in the subtotals only, for quantities
   * whose groups are in different units (an item's requests), which no grand total may add up.
   */
  total?: boolean | 'groups';
}

/**
 * A report (architecture: "parameters + columns + totals + endpoint"). The backend computes it and
 * answers rows, groups with subtotals and grand totals; the client only shows them.
 */
export interface ReportDeclaration {
  name: string;
  title: string;
  screen: ScreenDeclaration;
  /** `api/<Controller>/<Action>`, sent `{...parameters, usr}`, or the user itself when `body` is 'user'. */
  endpoint: string;
  /** 'user' where the server's route reads the user as the whole body (its documented body is UserInfo). */
  body?: 'user';
  parameters: readonly FieldDeclaration[];
  columns: readonly ReportColumn[];
  /** The column whose value groups the rows (each group gets a subtotal row). */
  groupBy?: string;
  /**
   * For the demo backend: a key report lists the records of a master (by resource name), with
   * reference fields shown by name; `filters` maps parameter names to the record fields they match.
   */
  source?: { resource: string; filters?: Readonly<Record<string, string>> };
}

export type ReportValue = string | number | null;
export type ReportRow = Readonly<Record<string, ReportValue>>;

/** What a report endpoint answers. Totals hold only the columns marked `total`. */
export interface ReportResult {
  rows: readonly ReportRow[];
  groups?: ReadonlyArray<{ key: string; label: string; count: number; totals: Readonly<Record<string, number>> }>;
  /**
   * The column the groups are by when not the declaration's `groupBy` (a report of every outlet, grouped by outlet).
   */
  groupBy?: string;
  totals: Readonly<Record<string, number>>;
  count: number;
}
