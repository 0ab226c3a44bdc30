import type { ReactNode } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table';

interface Row {
  key: number;
  code: string;
  name: string;
  note: ReactNode;
}

const columnsOf = (noteHeader: string): ReadonlyArray<TableColumn<Row>> => [
  { label: 'Code', cell: (row) => row.code },
  { label: 'Employee', cell: (row) => row.name },
  { label: noteHeader, cell: (row) => row.note },
];

/** A scrolling table of employees, each with what the salary screen has to say of them (problems, days not marked). */
export function EmployeeNotesTable({
  label,
  caption,
  noteHeader,
  rows,
  className = 'table table-sm align-middle',
}: {
  label: string;
  caption: string;
  noteHeader: string;
  rows: readonly Row[];
  className?: string;
}) {
  return (
    // The scrolling region is the table's own (a height of its own, reachable by keyboard), so it stays here.
    <div className="table-responsive" style={{ maxHeight: '18rem' }} tabIndex={0} role="region" aria-label={label}>
      <DataTable
        rows={rows}
        columns={columnsOf(noteHeader)}
        rowKey={(row) => row.key}
        caption={caption}
        captionPlacement="hidden"
        rowHeader={1}
        tableClassName={className}
        responsive={false}
      />
    </div>
  );
}
