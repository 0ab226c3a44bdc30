import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { refusalBeside } from '../../../components/form/refusal-beside';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import type { HRD_TIME_CONTRACT } from '../../../lib/contract/hrd-time-contract';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import type { BodyOf } from '../../../lib/contract/contract-route';
import { HRD_ROUTES } from '../domain/hrd-routes';
import { leaveRefusalField } from '../domain/leave-rules';
import type { LeaveBalancesAnswer } from '../domain/leave-wire';
import { useLeaveWrite } from './leave-api';
import { EMPTY_LEAVE_REQUEST, leaveRequestSchema, type LeaveRequestValues } from './leave-request-values';

/** The field a refusal's words name; the employee is chosen outside the form, so a refusal of them goes above it. */
function fieldOfRefusal(message: string): keyof LeaveRequestValues | null {
  const field = leaveRefusalField(message);
  return field === 'empno' ? null : field;
}

interface Props {
  empno: string;
  balances: LeaveBalancesAnswer;
}

/** A leave request of the chosen employee: type, first and last day, reason; the server's refusal beside its field. */
export function LeaveRequestForm({ empno, balances }: Props) {
  const id = useId();
  const form = useForm<LeaveRequestValues>({
    resolver: zodResolver(leaveRequestSchema),
    defaultValues: EMPTY_LEAVE_REQUEST,
  });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useLeaveWrite(HRD_ROUTES.setLeaveRequest);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(form.formState.isDirty);
  const send = form.handleSubmit(
    (values) => {
      setGeneral(null);
      return submit(async () => {
        const { leaveId, leaveFrom, leaveTo, reason } = values;
        const leave = { empno: Number(empno), leaveId: Number(leaveId), leaveFrom, leaveTo, reason: reason.trim() };
        const body: BodyOf<typeof HRD_TIME_CONTRACT.setLeaveRequest> = { leave };
        try {
          await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        } catch (error) {
          setGeneral(refusalBeside(form, error, fieldOfRefusal));
          return;
        }
        attempt.saved();
        showDoneToast('Leave requested: waiting for approval.');
        form.reset(EMPTY_LEAVE_REQUEST);
      });
    },
    () => setGeneral(null),
  );
  return (
    <Form noValidate onSubmit={(event) => void send(event)} aria-label="Request leave" style={{ maxWidth: '48rem' }}>
      <RefusalAlert text={general} />
      <Field
        form={form}
        name="leaveId"
        id={`${id}-type`}
        label="Type of leave"
        options={balances.balances.map((row) => ({
          value: String(row.leaveId),
          label: `${row.leaveDescription} (${row.leaveCode})${row.paid ? `: ${row.balance} left` : ''}`,
        }))}
      />
      <div className="d-flex flex-wrap gap-3">
        <Field form={form} name="leaveFrom" id={`${id}-from`} label="From" type="date" />
        <Field form={form} name="leaveTo" id={`${id}-to`} label="To" type="date" />
      </div>
      <Field form={form} name="reason" id={`${id}-reason`} label="Reason" />
      <LoadingButton loading={saving} loadingText="Sending">
        Request leave
      </LoadingButton>
      {leaveQuestion}
    </Form>
  );
}
