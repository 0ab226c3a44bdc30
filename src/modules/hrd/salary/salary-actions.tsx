import Alert from 'react-bootstrap/Alert';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import type { SalaryMonth } from '../domain/payroll-types';
import { salaryMonthName } from '../domain/salary-month';
import type { UnmarkedDays } from '../domain/unmarked-days';
import { useLockSalary, useRunSalary } from './salary-api';

interface Props {
  month: SalaryMonth;
  department: string;
  departmentName: string;
  lines: number;
  /** Employees with days not marked: the run asks first. */
  unmarked: readonly UnmarkedDays[];
}

/** What the question before a run with unmarked days says. */
export function unmarkedQuestion(unmarked: readonly UnmarkedDays[]): string {
  const days = unmarked.reduce((sum, row) => sum + row.days.length, 0);
  const names = unmarked.slice(0, 3).map((row) => row.empname);
  const who = `${names.join(', ')}${unmarked.length > 3 ? ` and ${unmarked.length - 3} more` : ''}`;
  return `${days} ${days === 1 ? 'day has' : 'days have'} no attendance (${who}): the run pays ${days === 1 ? 'it' : 'them'} as loss of pay. Run anyway?`;
}

/** Run (create right), Lock / Unlock (approve right) and Print (print right); a refusal shows as it is. */
export function SalaryActions({ month, department, departmentName, lines, unmarked }: Props) {
  const [asking, setAsking] = useState(false);
  const allowed = useScreenPermission();
  const run = useRunSalary();
  const lock = useLockSalary();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  /**
   * The server's refusal of the month itself (outside the open financial years): said instead of "check the marked
   * fields", as the month has no field here.
   */
  const [monthRefusal, setMonthRefusal] = useState<string | null>(null);
  const name = salaryMonthName(month.month);
  const runIt = () =>
    void submit(async () => {
      const body = { month: month.month, department, action: 'run' };
      setMonthRefusal(null);
      const answer = await run
        .mutateAsync({ month: month.month, department, idempotencyKey: attempt.keyFor(body) })
        .catch((error: unknown) => {
          setMonthRefusal(toApiError(error).fieldErrors?.frmDate ?? null);
          throw error;
        });
      attempt.saved();
      const problems = new Set(answer.problems.map((problem) => problem.empno)).size;
      showDoneToast(
        `${name}${departmentName ? `, ${departmentName}` : ''}: ${answer.computed} computed, ${answer.unchanged} unchanged, ${problems} ${problems === 1 ? 'employee' : 'employees'} with problems.`,
      );
    });
  const lockIt = (traCheck: 1 | 2) =>
    void submit(async () => {
      const body = { month: month.month, traCheck };
      setMonthRefusal(null);
      await lock.mutateAsync({ month: month.month, traCheck, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`The salary statement of ${name} is ${traCheck === 1 ? 'locked' : 'unlocked'}.`);
    });
  return (
    <div className="mb-3 d-print-none">
      {failure && (
        <Alert variant="danger" role="alert">
          {monthRefusal ?? failure}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        {allowed('create') && !month.locked && (
          <LoadingButton
            type="button"
            loading={saving && run.isPending}
            loadingText="Running"
            disabled={saving}
            onClick={() => (unmarked.length > 0 ? setAsking(true) : runIt())}
          >
            {`Run ${name}`}
          </LoadingButton>
        )}
        {allowed('approve') && !month.locked && month.lastRunOn && (
          <Button variant="outline-secondary" disabled={saving} onClick={() => lockIt(1)}>
            Lock {name}
          </Button>
        )}
        {allowed('approve') && month.locked && (
          <Button variant="outline-secondary" disabled={saving} onClick={() => lockIt(2)}>
            Unlock {name}
          </Button>
        )}
        {allowed('print') && lines > 0 && (
          <Button variant="outline-primary" onClick={() => window.print()}>
            Print
          </Button>
        )}
      </div>
      {asking && (
        <ConfirmDialog
          title={`Run ${name} with days not marked?`}
          text={unmarkedQuestion(unmarked)}
          confirmLabel="Run anyway"
          onConfirm={() => {
            setAsking(false);
            runIt();
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
