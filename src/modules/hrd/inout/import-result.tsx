import { useId } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table';
import type { InoutImportAnswer } from '../domain/punch-wire';

type Unknown = InoutImportAnswer['unknown'][number];
type Malformed = InoutImportAnswer['malformed'][number];
type Day = InoutImportAnswer['days'][number];

const UNKNOWN: ReadonlyArray<TableColumn<Unknown>> = [
  { label: 'Line', cell: (row) => row.line },
  { label: 'Employee code', cell: (row) => row.code },
];
const MALFORMED: ReadonlyArray<TableColumn<Malformed>> = [
  { label: 'Line', cell: (row) => row.line },
  { label: 'Text', cell: (row) => <code>{row.text}</code> },
  { label: 'Why', cell: (row) => row.problem },
];
const DAYS: ReadonlyArray<TableColumn<Day>> = [
  { label: 'Employee', cell: (row) => `${row.empname} (${row.empno})` },
  { label: 'Day', cell: (row) => row.dat },
  { label: 'In', cell: (row) => row.fromTime },
  { label: 'Out', cell: (row) => row.toTime || 'open' },
];

const TABLE_CLASS = 'table table-sm mt-2';

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
        <DataTable
          rows={answer.unknown}
          columns={UNKNOWN}
          rowKey={(row) => row.line}
          caption="Unknown employee codes (not imported)"
          tableClassName={TABLE_CLASS}
        />
      )}
      {answer.malformed.length > 0 && (
        <DataTable
          rows={answer.malformed}
          columns={MALFORMED}
          rowKey={(row) => row.line}
          caption="Lines not imported"
          tableClassName={TABLE_CLASS}
        />
      )}
      {answer.days.length > 0 && (
        <DataTable
          rows={answer.days}
          columns={DAYS}
          rowKey={(row) => `${row.empno}|${row.dat}`}
          caption="Days imported: first in and last out"
          tableClassName={TABLE_CLASS}
        />
      )}
    </section>
  );
}
