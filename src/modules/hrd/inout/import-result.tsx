import { useId, type ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import type { InoutImportAnswer } from '../domain/punch-wire';

function ResultTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: readonly string[];
  children: ReactNode;
}) {
  return (
    <Table responsive size="sm" className="mt-2">
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What an import did: the counts, then the unknown codes, the lines not imported and the days as they now read. */
export function ImportResult({ answer }: { answer: InoutImportAnswer }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-3">
      <h3 id={`${id}-title`} className="h6">
        Import result
      </h3>
      <p role="status">
        {plural(answer.imported, 'punch', 'punches')} imported, {plural(answer.duplicates, 'duplicate', 'duplicates')}{' '}
        ignored, {plural(answer.unknown.length, 'unknown employee code', 'unknown employee codes')},{' '}
        {plural(answer.malformed.length, 'line', 'lines')} not imported.
      </p>
      {answer.unknown.length > 0 && (
        <ResultTable caption="Unknown employee codes (not imported)" headers={['Line', 'Employee code']}>
          {answer.unknown.map((row) => (
            <tr key={row.line}>
              <th scope="row">{row.line}</th>
              <td>{row.code}</td>
            </tr>
          ))}
        </ResultTable>
      )}
      {answer.malformed.length > 0 && (
        <ResultTable caption="Lines not imported" headers={['Line', 'Text', 'Why']}>
          {answer.malformed.map((row) => (
            <tr key={row.line}>
              <th scope="row">{row.line}</th>
              <td>
                <code>{row.text}</code>
              </td>
              <td>{row.problem}</td>
            </tr>
          ))}
        </ResultTable>
      )}
      {answer.days.length > 0 && (
        <ResultTable caption="Days imported: first in and last out" headers={['Employee', 'Day', 'In', 'Out']}>
          {answer.days.map((row) => (
            <tr key={`${row.empno}|${row.dat}`}>
              <th scope="row">
                {row.empname} ({row.empno})
              </th>
              <td>{row.dat}</td>
              <td>{row.fromTime}</td>
              <td>{row.toTime || 'open'}</td>
            </tr>
          ))}
        </ResultTable>
      )}
    </section>
  );
}
