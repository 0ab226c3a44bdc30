import type { ReactNode } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table';

type Row = readonly ReactNode[];

interface Props {
  caption: string;
  headers: readonly string[];
  /** Columns from this index on are amounts (right-aligned). */
  amountsFrom: number;
  rows: ReadonlyArray<Row>;
  /** A closing row (totals), its first cell the row's header. */
  foot?: Row;
}

/** The columns of a bill's section: the first names its row, the amounts right-aligned and kept on one line. */
const columnsOf = (headers: readonly string[], amountsFrom: number, foot?: Row): TableColumn<Row>[] =>
  headers.map((label, index) => {
    const amount = index >= amountsFrom;
    const total = foot?.[index];
    return {
      label,
      cell: (row) => row[index],
      numeric: amount,
      className: index === 0 ? 'fw-normal' : amount ? 'text-nowrap' : undefined,
      total: amount && total ? <span className="text-nowrap">{total}</span> : total,
    };
  });

/** One section of a printed bill or receipt: a captioned table that scrolls sideways on a phone, not the page. */
export function BillTable({ caption, headers, amountsFrom, rows, foot }: Props) {
  if (rows.length === 0) return null;
  return (
    // Focusable and named: it scrolls sideways on a phone, and the keyboard must reach it.
    <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label={caption}>
      <DataTable
        rows={rows}
        columns={columnsOf(headers, amountsFrom, foot)}
        rowKey={(_row, index) => index}
        caption={<span className="fw-semibold text-body">{caption}</span>}
        tableClassName="table table-sm mb-0"
        responsive={false}
      />
    </div>
  );
}
