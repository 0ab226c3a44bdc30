import Button from 'react-bootstrap/Button';
import { formatDate } from '../../../lib/format/date-format';
import Table from 'react-bootstrap/Table';
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

/** The day's register: an employee per row with the first in, last out and hours; a punch in or out where allowed. */
export function RegisterTable({ day, lines, total, saving, canIn, canOut, onPunch }: Props) {
  const actions = canIn || canOut;
  return (
    <Table responsive hover size="sm" className="align-middle">
      <caption className="caption-top">
        Punches of {formatDate(day)}:{' '}
        {lines.length === total ? `${total} employees` : `${lines.length} of ${total} employees`}
      </caption>
      <thead>
        <tr>
          <th scope="col">Employee</th>
          <th scope="col">In</th>
          <th scope="col">Out</th>
          <th scope="col" className="text-end">
            Hours
          </th>
          {actions && <th scope="col">Punch</th>}
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 && (
          <tr>
            <td colSpan={actions ? 5 : 4}>No employee matches.</td>
          </tr>
        )}
        {lines.map((line) => {
          const who = `${line.empname} (${line.empno})`;
          const open = line.openLineid !== null;
          return (
            <tr key={line.recordid}>
              <th scope="row">{who}</th>
              <td>{line.firstIn || '—'}</td>
              <td>{line.lastOut || (open ? 'open' : '—')}</td>
              <td className="text-end">{line.hours}</td>
              {actions && (
                <td>
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
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
