import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../../components/loading-button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import { isDay } from '../../domain/recruit-dates';
import type { EmployeeChoice } from '../../domain/recruit-types';
import { InputField, SelectField, TextAreaField } from '../../../../components/form/controlled-fields';
import { useRecruitWrite } from '../../recruitment/shared/recruit-api';
import { todayOf, wireDay } from '../../recruitment/shared/recruit-format';
import { RefusalAlert } from '../../recruitment/shared/refusal-alert';

type Problems = Partial<Record<'employee' | 'lastWorkingDay' | 'reason', string>>;

/** Closes an employee's service: who, the last working day, why (EmployeeServiceClosing). */
export function ClosingForm({ employees }: { employees: EmployeeChoice[] }) {
  const id = useId();
  const [employee, setEmployee] = useState('');
  const [lastWorkingDay, setLastWorkingDay] = useState(todayOf());
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const save = useRecruitWrite(HRD_ROUTES.serviceClosing);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(employee !== '' || reason !== '');
  const send = () => {
    const chosen = employees.find((one) => String(one.recordid) === employee);
    const found: Problems = {};
    if (!chosen) found.employee = 'Choose the employee who leaves';
    if (!isDay(lastWorkingDay)) found.lastWorkingDay = 'Enter the last working day';
    else if (chosen && lastWorkingDay < chosen.doj) found.lastWorkingDay = `${chosen.empname} joined on ${chosen.doj}`;
    if (!reason.trim()) found.reason = 'Give the reason for leaving';
    setProblems(found);
    if (Object.keys(found).length > 0 || !chosen) return;
    void submit(async () => {
      const body = { recordId: chosen.recordid, detail: reason.trim(), frmDate: wireDay(lastWorkingDay) };
      await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`The service of ${chosen.empname} (${chosen.empno}) is closed.`);
      setEmployee('');
      setReason('');
    });
  };
  return (
    <Form
      noValidate
      aria-labelledby={`${id}-title`}
      className="border rounded p-3 mb-4"
      style={{ maxWidth: '48rem' }}
      onSubmit={(event) => (event.preventDefault(), send())}
    >
      <h2 id={`${id}-title`} className="h5">
        Close a service
      </h2>
      <RefusalAlert text={failure} />
      <div className="d-flex flex-wrap gap-3">
        <SelectField
          id={`${id}-employee`}
          label="Employee"
          value={employee}
          onChange={setEmployee}
          error={problems.employee}
          options={employees.map((one) => ({
            value: String(one.recordid),
            label: `${one.empname} (${one.empno})${one.designation ? `, ${one.designation}` : ''}`,
          }))}
        />
        <InputField
          id={`${id}-last`}
          label="Last working day"
          type="date"
          value={lastWorkingDay}
          onChange={setLastWorkingDay}
          error={problems.lastWorkingDay}
        />
      </div>
      <TextAreaField
        id={`${id}-reason`}
        label="Reason for leaving"
        value={reason}
        onChange={setReason}
        error={problems.reason}
        rows={2}
      />
      <LoadingButton loading={saving} loadingText="Saving">
        Close the service
      </LoadingButton>
      {leaveQuestion}
    </Form>
  );
}
