import Table from 'react-bootstrap/Table';
import { formatDate } from '../../../lib/format/date-format';
import { daysOfMonth, type MonthAnswer, type MonthGrid } from '../domain/attendance-month';

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MARK_WORD: Readonly<Record<string, string>> = { P: 'present', A: 'absent', H: 'holiday', '': 'not marked' };

/** A percentage as shown: one decimal and a sign, or a dash when no day was marked. */
export const percentText = (percent: number | null) => (percent === null ? '–' : `${percent.toFixed(1)} %`);

/**
 * A class's month as a table: pupils down, every day of the month across (P present, A absent, H a holiday or
 * Sunday, blank when no register was kept), then days present and absent and the percentage. A class's roll is at
 * most 80 (the classes master's capacity), so every row is drawn: no virtual rows are needed (HR's grid draws 500).
 */
export function MonthTable({ grid, shut, title }: { grid: MonthGrid; shut: MonthAnswer['shut']; title: string }) {
  const columns = daysOfMonth(grid.month);
  const index = new Map(grid.days.map((day, at) => [day.dat, at]));
  const holiday = new Map(shut.map((day) => [day.dat, day.name]));
  const markOf = (marks: readonly string[], dat: string) =>
    holiday.has(dat) ? 'H' : index.has(dat) ? (marks[index.get(dat)!] === '-' ? '' : marks[index.get(dat)!]!) : '';
  return (
    <div className="table-responsive" style={{ maxHeight: '70vh' }}>
      <Table size="sm" bordered className="small text-center align-middle mb-0">
        <caption>{title}</caption>
        <thead className="sticky-top">
          <tr>
            <th scope="col" className="text-start">
              Pupil
            </th>
            {columns.map((dat) => (
              <th key={dat} scope="col" title={holiday.get(dat) ?? formatDate(dat)} aria-label={formatDate(dat)}>
                {Number(dat.slice(8))}
                <br />
                <small aria-hidden="true">{WEEKDAY[new Date(`${dat}T00:00:00Z`).getUTCDay()]!.charAt(0)}</small>
              </th>
            ))}
            <th scope="col">Present</th>
            <th scope="col">Absent</th>
            <th scope="col">Attendance</th>
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.admissionNo}>
              <th scope="row" className="text-start fw-normal text-nowrap">
                {row.name} ({row.admissionNo})
              </th>
              {columns.map((dat) => {
                const mark = markOf(row.marks, dat);
                return (
                  <td
                    key={dat}
                    className={
                      mark === 'A' ? 'table-warning fw-bold' : mark === 'H' ? 'text-body-secondary' : undefined
                    }
                    title={`${formatDate(dat)}: ${mark === 'H' ? holiday.get(dat) : MARK_WORD[mark]}`}
                  >
                    {mark}
                  </td>
                );
              })}
              <td>{row.present}</td>
              <td>{row.absent}</td>
              <td className="text-nowrap">{percentText(row.percent)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
