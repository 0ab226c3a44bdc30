import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import type { RegisterLine } from '../domain/punch-register';

interface Props {
  day: string;
  lines: readonly RegisterLine[];
  total: number;
  saving: boolean;
  canIn: boolean;
  canOut: boolean;
  onPunch: (line: RegisterLine, traCheck: 1 | 2) => void;
}

const whoOf = (line: RegisterLine) => `${line.empname} (${line.empno})`;

const COLUMNS: ReadonlyArray<TableColumn<RegisterLine>> = [
  { label: 'Employee', cell: whoOf },
  { label: 'In', cell: (line) => line.firstIn || '—' },
  { label: 'Out', cell: (line) => line.lastOut || (line.openLineid !== null ? 'open' : '—') },
  { label: 'Hours', cell: (line) => line.hours, numeric: true },
];

/** The day's register: an employee per row with the first in, last out and hours; a punch in or out where allowed. */
export function RegisterTable({ day, lines, total, saving, canIn, canOut, onPunch }: Props) {
  const actions = canIn || canOut;
  const punch: TableColumn<RegisterLine> = {
    label: 'Punch',
    cell: (line) => {
      const who = whoOf(line);
      const open = line.openLineid !== null;
      return (
        <>
          {open && canOut && (
            <Button
              size="sm"
              variant="outline-primary"
              disabled={saving}
              aria-label={`Punch out ${who}`}
              onClick={() => onPunch(line, 2)}
            >
              Punch out
            </Button>
          )}
          {!open && canIn && (
            <Button
              size="sm"
              variant="outline-success"
              disabled={saving}
              aria-label={`Punch in ${who}`}
              onClick={() => onPunch(line, 1)}
            >
              Punch in
            </Button>
          )}
        </>
      );
    },
  };
  return (
    <DataTable
      rows={lines}
      columns={actions ? [...COLUMNS, punch] : COLUMNS}
      rowKey={(line) => line.recordid}
      caption={
        <>
          Punches of {formatDate(day)}:{' '}
          {lines.length === total ? `${total} employees` : `${lines.length} of ${total} employees`}
        </>
      }
      tableClassName="table table-hover table-sm align-middle"
      // The table stays, caption and headers, when the search finds no one: the line says so in its place.
      footer={
        lines.length === 0 && (
          <tr>
            <td colSpan={actions ? 5 : 4}>No employee matches.</td>
          </tr>
        )
      }
    />
  );
}
