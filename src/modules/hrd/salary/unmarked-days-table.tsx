import { dayRuns, type UnmarkedDays } from '../domain/unmarked-days';
import { EmployeeNotesTable } from './employee-notes-table';

/** Who has days of the month with no attendance, and which: said before a run, which pays them as loss of pay. */
export function UnmarkedDaysTable({ unmarked, monthName }: { unmarked: readonly UnmarkedDays[]; monthName: string }) {
  if (unmarked.length === 0) return null;
  const rows = unmarked.map((row) => ({
    key: row.empno,
    code: row.empCode,
    name: row.empname,
    note: `${dayRuns(row.days)} (${row.days.length} ${row.days.length === 1 ? 'day' : 'days'})`,
  }));
  return (
    <section aria-labelledby="salary-unmarked" className="alert alert-warning mb-4 d-print-none">
      <h2 id="salary-unmarked" className="h5">
        Attendance not marked ({unmarked.length} {unmarked.length === 1 ? 'employee' : 'employees'})
      </h2>
      <p className="small mb-2">
        A run of {monthName} pays these days as loss of pay. Mark the attendance first, or run knowing it.
      </p>
      <EmployeeNotesTable
        label="Unmarked days table"
        caption="Days with no attendance, per employee"
        noteHeader="Days not marked"
        rows={rows}
        className="table table-sm align-middle mb-0"
      />
    </section>
  );
}
