import type { ReactNode } from 'react';

interface Row {
  key: number;
  code: string;
  name: string;
  note: ReactNode;
}

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
    <div className="table-responsive" style={{ maxHeight: '18rem' }} tabIndex={0} role="region" aria-label={label}>
      <table className={className}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Employee</th>
            <th scope="col">{noteHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.code}</td>
              <th scope="row">{row.name}</th>
              <td>{row.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
