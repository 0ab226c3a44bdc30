import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
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
  // The employee is in the URL (?employee=): changing it with a request half typed asks first, as leaving does.
  const { params, change } = useScreenParams();
  const empno = params.get('employee') ?? '';
  const picker = useForm({ defaultValues: { employee: empno } });
  const { setValue } = picker;
  // Back and forward (and a change let through after the question) move the picker with the URL.
  useEffect(() => setValue('employee', empno), [setValue, empno]);
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the employees…" />;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        Leave requests
      </h1>
      <div style={{ maxWidth: '32rem' }}>
        <Field
          form={picker}
          name="employee"
          id={`${id}-employee`}
          label="Employee"
          onChange={(value) => {
            // Until the URL takes the choice (it may be held by the question) the picker shows the URL's employee.
            setValue('employee', empno);
            change({ employee: value || null });
          }}
          options={requirements.data.employees.map((row) => ({
            value: String(row.recordid),
            label: `${row.empname} (${row.empno}), ${row.department}`,
          }))}
        />
      </div>
      {empno ? (
        <EmployeeLeave empno={empno} canRequest={allowed('create')} />
      ) : (
        <p>Choose the employee to see the leave balance and requests.</p>
      )}
    </section>
  );
}
