import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import type { ReportContext } from '../../../engine/report/report-view';
import { StatementTable } from '../../../engine/report/statement-table';
import { toApiError } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/date-format';
import { useSession } from '../../../lib/session/session-store';
import { previousMonth, salaryMonthName } from '../domain/salary-month';
import type { SalaryStatementAnswer } from '../domain/salary-wire';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { SalaryActions } from './salary-actions';
import { useSalaryStatement } from './salary-api';
import { SalaryProblems } from './salary-problems';
import { UnmarkedDaysTable } from './unmarked-days-table';
import { earningHeads, rowOf, salaryColumns, totalsOf } from './salary-rows';

/** The months to choose from: the current month and the 23 before it. */
const monthsUpTo = (current: string) =>
  Array.from({ length: 24 }).reduce<string[]>(
    (list) => [...list, list.length === 0 ? current : previousMonth(list[list.length - 1]!)],
    [],
  );

function statusOf(data: SalaryStatementAnswer): string {
  const { month } = data;
  if (month.locked)
    return `Locked by ${month.lockedBy} on ${formatDateTime(month.lockedOn)}: it cannot be run again until it is unlocked.`;
  if (month.lastRunOn)
    return `Last run on ${formatDateTime(month.lastRunOn)}. A run again recomputes only the lines whose inputs changed; paid lines never.`;
  return 'Not run yet.';
}

function Statement({ data, department }: { data: SalaryStatementAnswer; department: string }) {
  const session = useSession();
  const departmentName = data.departments.find((row) => String(row.recordId) === department)?.department ?? '';
  const name = salaryMonthName(data.month.month);
  const { columns, rows, totals } = useMemo(() => {
    const heads = earningHeads(data.lines);
    const built = data.lines.map(rowOf);
    return { columns: salaryColumns(heads), rows: built, totals: totalsOf(built, heads) };
  }, [data.lines]);
  const context: ReportContext = {
    company: session?.addr.company ?? '',
    title: 'Salary statement',
    period: departmentName ? `${name}, ${departmentName}` : name,
  };
  return (
    <>
      <p className="small text-body-secondary d-print-none">{statusOf(data)}</p>
      <SalaryActions
        month={data.month}
        department={department}
        departmentName={departmentName}
        lines={rows.length}
        unmarked={data.unmarked}
      />
      <UnmarkedDaysTable unmarked={data.unmarked} monthName={name} />
      <SalaryProblems problems={data.month.problems} />
      <h2 className="h5 d-print-none">
        Statement of {context.period} ({rows.length} {rows.length === 1 ? 'employee' : 'employees'})
      </h2>
      {rows.length === 0 ? (
        <p>No salary lines for {context.period} yet.</p>
      ) : (
        <StatementTable context={context} columns={columns} rows={rows} rowKey={(row) => row.key} foot={[totals]} />
      )}
    </>
  );
}

/**
 * The salary statement (/hrd/hrd-salary-statement and the older /hrd/hrdsalarystatement): a month's run, lock, problems
 * and print.
 */
export function SalaryStatementScreen() {
  const id = useId();
  const { params, change } = useScreenParams();
  const month = params.get('month') ?? '';
  const department = params.get('department') ?? '';
  const statement = useSalaryStatement(month, department);
  const data = statement.data;
  // The URL holds the choice; the fields show it, and follow it when it changes (back and forward).
  const filters = useForm({ values: { month: month || (data?.month.month ?? ''), department } });
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3 d-print-none">
        Salary statement
      </h1>
      {data && (
        <div className="d-flex flex-wrap gap-3 mb-3 d-print-none">
          <Field
            form={filters}
            name="month"
            id={`${id}-month`}
            label="Month"
            options={monthsUpTo(data.currentMonth).map((value) => ({ value, label: salaryMonthName(value) }))}
            choose={null}
            onChange={(value) => change({ month: value })}
            className="mb-0"
          />
          <Field
            form={filters}
            name="department"
            id={`${id}-department`}
            label="Department"
            options={data.departments.map((row) => ({ value: String(row.recordId), label: row.department }))}
            choose="Every department"
            onChange={(value) => change({ department: value || null })}
            className="mb-0"
          />
        </div>
      )}
      {statement.error ? (
        <LoadFailed message={toApiError(statement.error).message} onRetry={() => void statement.refetch()} />
      ) : !data ? (
        <Loading label="Loading the salary statement…" />
      ) : (
        <Statement data={data} department={department} />
      )}
    </section>
  );
}
