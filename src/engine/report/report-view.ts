import type { ReactNode } from 'react';

/** What every printed page of a report repeats: the company, the report and its period. */
export interface ReportContext {
  company: string;
  title: string;
  /** The parameters in words, e.g. "1 Apr 2026 to 22 Nov 2026". */
  period: string;
}

export interface ExportTable {
  header: string[];
  body: Array<Array<string | number>>;
}

/**
 * A report whose answer is not rows-with-totals (a trial balance, a balance sheet, a book with a
 * running balance): how to read the answer, show it and export it. The page around it (parameters
 * in the URL, export, print) stays the engine's.
 */
export interface ReportView<T> {
  read: (answer: unknown) => T;
  isEmpty: (data: T) => boolean;
  render: (data: T, context: ReportContext) => ReactNode;
  exportTable: (data: T) => ExportTable;
}
