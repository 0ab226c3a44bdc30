import type { ReportContext, ReportView } from '../../../engine/report/report-view';
import { statementExport, type StatementColumn } from '../../../engine/report/statement-columns';
import { StatementTable } from '../../../engine/report/statement-table';
import { fromWire } from './wire-money';

/** A statement's rows: the lead (opening), the body, the foot (totals, closing). */
export interface StatementRows<Row> {
  lead?: Row[];
  rows: Row[];
  foot?: Row[];
}

interface Options<T, Row> {
  columns: (data: T) => ReadonlyArray<StatementColumn<Row>>;
  build: (data: T) => StatementRows<Row>;
  isEmpty: (data: T) => boolean;
  rowKey?: (row: Row, index: number) => string;
  rowClass?: (row: Row) => string | undefined;
  /** A line above the table (e.g. "The two sides agree."). */
  summary?: (data: T) => string | null;
}

/** A ReportView over a statement table: the wire's rupees read back into paise, shown, and exported as shown. */
export function statementView<T, Row>(options: Options<T, Row>): ReportView<T> {
  return {
    read: (answer) => fromWire<T>(answer),
    isEmpty: options.isEmpty,
    render: (data: T, context: ReportContext) => {
      const { lead = [], rows, foot = [] } = options.build(data);
      const summary = options.summary?.(data);
      return (
        <>
          {summary && (
            <p className="fw-semibold" role="status">
              {summary}
            </p>
          )}
          <StatementTable
            context={context}
            columns={options.columns(data)}
            rows={rows}
            lead={lead}
            foot={foot}
            rowKey={options.rowKey ?? ((_, index) => String(index))}
            {...(options.rowClass ? { rowClass: options.rowClass } : {})}
          />
        </>
      );
    },
    exportTable: (data) => {
      const { lead = [], rows, foot = [] } = options.build(data);
      return statementExport(options.columns(data), [...lead, ...rows, ...foot]);
    },
  };
}
