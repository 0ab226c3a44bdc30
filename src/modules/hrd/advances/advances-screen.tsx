import { useCallback, useId, useState } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import type { HRD_TIME_CONTRACT } from '../../../lib/contract/hrd-time-contract';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import type { AdvanceHistoryRow } from '../domain/advance-wire';
import type { BodyOf } from '../../../lib/contract/contract-route';
import { HRD_ROUTES } from '../domain/hrd-routes';
import { EmployeeUrlPicker, useEmployeeParam } from '../employee-url-picker';
import { AdvanceForm } from './advance-form';
import { AdvanceHistoryTable } from './advance-history-table';
import { useAdvanceEmployees, useAdvanceHistory, useAdvanceWrite } from './advances-api';
import { SkipForm } from './skip-form';

const rupees = (value: number) => `₹${formatMoney(toPaise(value))}`;

function EmployeeAdvances({ empno }: { empno: string }) {
  const allowed = useScreenPermission();
  const history = useAdvanceHistory(empno);
  const cancelWrite = useAdvanceWrite(HRD_ROUTES.setAdvance);
  const [cancelling, setCancelling] = useState<AdvanceHistoryRow | null>(null);
  // One leave guard for both forms (the router heeds only the last blocker): leaving or choosing another employee asks
  // first.
  const [dirty, setDirty] = useState({ give: false, skip: false });
  const giveDirty = useCallback(
    (give: boolean) => setDirty((before) => (before.give === give ? before : { ...before, give })),
    [],
  );
  const skipDirty = useCallback(
    (skip: boolean) => setDirty((before) => (before.skip === skip ? before : { ...before, skip })),
    [],
  );
  const leaveQuestion = useLeaveGuard(dirty.give || dirty.skip);
  if (history.error)
    return <LoadFailed message={toApiError(history.error).message} onRetry={() => void history.refetch()} />;
  if (!history.data) return <Loading label="Loading the employee's advances…" />;
  const { balance, recovery, skipped, month, rows, skips, accounts } = history.data;
  return (
    <>
      <dl className="row" aria-label="Advance position">
        <dt className="col-sm-4">Balance owed</dt>
        <dd className="col-sm-8">{rupees(balance)}</dd>
        <dt className="col-sm-4">Recovery in {month}</dt>
        <dd className="col-sm-8">{skipped ? `${rupees(0)} (skipped)` : rupees(recovery)}</dd>
      </dl>
      <AdvanceHistoryTable rows={rows} onCancel={allowed('delete') ? setCancelling : null} />
      {skips.length > 0 && (
        <ul aria-label="Skipped months">
          {skips.map((skip) => (
            <li key={skip.month}>
              {skip.month}: {skip.reason} ({skip.by})
            </li>
          ))}
        </ul>
      )}
      {allowed('create') && <AdvanceForm key={`give-${empno}`} empno={empno} accounts={accounts} onDirty={giveDirty} />}
      {allowed('modify') && balance > 0 && (
        <div className="mt-4">
          <SkipForm key={`skip-${empno}`} empno={empno} month={month} onDirty={skipDirty} />
        </div>
      )}
      {cancelling && (
        <ReasonDialog
          title={`Cancel advance ${cancelling.seq}`}
          text={`${rupees(cancelling.advanceDebit)} given on ${cancelling.dat.slice(0, 10)}; its voucher is taken back.`}
          confirmLabel="Cancel the advance"
          onConfirm={async (reason) => {
            const body: BodyOf<typeof HRD_TIME_CONTRACT.setAdvance> = {
              advance: { recordId: cancelling.recordId, reason },
              traCheck: 3,
            };
            await cancelWrite.mutateAsync({
              body,
              idempotencyKey: `advance-cancel-${cancelling.recordId}-${Date.now()}`,
            });
            showDoneToast(`Advance ${cancelling.seq} cancelled.`);
            setCancelling(null);
          }}
          onClose={() => setCancelling(null)}
        />
      )}
      {leaveQuestion}
    </>
  );
}

/**
 * Salary advances (hrd-advances, hrdadvances): the employee's (?employee=) balance and history, give an advance, skip a
 * month's recovery, cancel an unrecovered advance.
 */
export function AdvancesScreen() {
  const id = useId();
  const employees = useAdvanceEmployees();
  // Changing the employee with a form half typed asks first, as leaving does.
  const employee = useEmployeeParam();
  const { empno } = employee;
  if (employees.error)
    return <LoadFailed message={toApiError(employees.error).message} onRetry={() => void employees.refetch()} />;
  if (!employees.data) return <Loading label="Loading the employees…" />;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        Salary advances
      </h1>
      <EmployeeUrlPicker
        id={id}
        employee={employee}
        options={employees.data.map((row) => ({
          value: String(row.recordid),
          label: `${row.empname} (${row.empno})${row.prevadvance ? `: owes ${rupees(row.prevadvance)}` : ''}`,
        }))}
      />
      {empno ? <EmployeeAdvances key={empno} empno={empno} /> : <p>Choose the employee to see the advances.</p>}
    </section>
  );
}
