import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { TitledForm } from '../../../../components/form/titled-form';
import { LoadingButton } from '../../../../components/loading-button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { EmployeeChoice } from '../../domain/recruit-types';
import { useRecruitWrite } from '../../recruitment/shared/recruit-api';
import { todayOf, wireDay } from '../../recruitment/shared/recruit-format';
import { RefusalAlert } from '../../../../components/form/form-actions';
import { closingSchema, type ClosingValues } from './closing-form-values';

/** Closes an employee's service: who, the last working day, why (EmployeeServiceClosing). */
export function ClosingForm({ employees }: { employees: EmployeeChoice[] }) {
  const id = useId();
  const form = useForm<ClosingValues>({
    resolver: zodResolver(closingSchema(employees)),
    defaultValues: { employee: '', lastWorkingDay: todayOf(), reason: '' },
  });
  const save = useRecruitWrite(HRD_ROUTES.serviceClosing);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  // The day is filled in for the user: only a chosen employee or a reason counts as typed.
  const [employee, reason] = useWatch({ control: form.control, name: ['employee', 'reason'] });
  const leaveQuestion = useLeaveGuard(employee !== '' || reason !== '');
  const send = form.handleSubmit((values) => {
    const chosen = employees.find((one) => String(one.recordid) === values.employee);
    if (!chosen) return;
    return submit(async () => {
      const body = { recordId: chosen.recordid, detail: values.reason.trim(), frmDate: wireDay(values.lastWorkingDay) };
      await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`The service of ${chosen.empname} (${chosen.empno}) is closed.`);
      form.reset({ ...values, employee: '', reason: '' });
    });
  });
  return (
    <TitledForm title="Close a service" onSubmit={send} className="border rounded p-3 mb-4" maxWidth="48rem">
      <RefusalAlert text={failure} />
      <div className="d-flex flex-wrap gap-3">
        <Field
          form={form}
          name="employee"
          id={`${id}-employee`}
          label="Employee"
          options={employees.map((one) => ({
            value: String(one.recordid),
            label: `${one.empname} (${one.empno})${one.designation ? `, ${one.designation}` : ''}`,
          }))}
        />
        <Field form={form} name="lastWorkingDay" id={`${id}-last`} label="Last working day" type="date" />
      </div>
      <Field form={form} name="reason" id={`${id}-reason`} label="Reason for leaving" type="textarea" rows={2} />
      <LoadingButton loading={saving} loadingText="Saving">
        Close the service
      </LoadingButton>
      {leaveQuestion}
    </TitledForm>
  );
}
