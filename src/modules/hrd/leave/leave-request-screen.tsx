import { useId } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { EmployeeUrlPicker, useEmployeeParam } from '../employee-url-picker';
import { BalanceTable } from './balance-table';
import { useLeaveBalances, useLeaveRequirements } from './leave-api';
import { LeaveRequestForm } from './leave-request-form';
import { RequestTable } from './request-table';

function EmployeeLeave({ empno, canRequest }: { empno: string; canRequest: boolean }) {
  const balances = useLeaveBalances(empno);
  if (balances.error)
    return <LoadFailed message={toApiError(balances.error).message} onRetry={() => void balances.refetch()} />;
  if (!balances.data) return <Loading label="Loading the leave balance…" />;
  return (
    <>
      <BalanceTable year={balances.data.year} balances={balances.data.balances} />
      {canRequest ? <LeaveRequestForm key={empno} empno={empno} balances={balances.data} /> : <NotPermittedAction />}
      <h2 className="h5 mt-4">Requests</h2>
      <RequestTable requests={balances.data.requests} />
    </>
  );
}

/**
 * Leave requests (hrd-leave-request, hrdleaverequests): choose the employee (?employee=), see the balance per type, ask
 * for leave, see the requests.
 */
export function LeaveRequestScreen() {
  const id = useId();
  const allowed = useScreenPermission();
  const requirements = useLeaveRequirements();
  // Changing the employee with a request half typed asks first, as leaving does.
  const employee = useEmployeeParam();
  const { empno } = employee;
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the employees…" />;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        Leave requests
      </h1>
      <EmployeeUrlPicker
        id={id}
        employee={employee}
        options={requirements.data.employees.map((row) => ({
          value: String(row.recordid),
          label: `${row.empname} (${row.empno}), ${row.department}`,
        }))}
      />
      {empno ? (
        <EmployeeLeave empno={empno} canRequest={allowed('create')} />
      ) : (
        <p>Choose the employee to see the leave balance and requests.</p>
      )}
    </section>
  );
}
