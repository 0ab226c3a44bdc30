import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { HRD_ROUTES } from '../domain/hrd-routes';
import { leaveRefusalField, type LeaveField } from '../domain/leave-rules';
import type { LeaveBalancesAnswer } from '../domain/leave-wire';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { useLeaveWrite } from './leave-api';

type Problems = Partial<Record<LeaveField, string>>;

interface Props {
  empno: string;
  balances: LeaveBalancesAnswer;
}

/** A leave request of the chosen employee: type, first and last day, reason; the server's refusal beside its field. */
export function LeaveRequestForm({ empno, balances }: Props) {
  const id = useId();
  const [leaveId, setLeaveId] = useState('');
  const [leaveFrom, setLeaveFrom] = useState('');
  const [leaveTo, setLeaveTo] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useLeaveWrite(HRD_ROUTES.setLeaveRequest);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(leaveId !== '' || leaveFrom !== '' || leaveTo !== '' || reason !== '');
  const send = () => {
    const found: Problems = {};
    if (!leaveId) found.leaveId = 'Choose the type of leave';
    if (!leaveFrom) found.leaveFrom = 'Enter the first day of the leave';
    if (!leaveTo) found.leaveTo = 'Enter the last day of the leave';
    else if (leaveFrom && leaveTo < leaveFrom) found.leaveTo = 'The last day cannot be before the first';
    setProblems(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const leave = { empno: Number(empno), leaveId: Number(leaveId), leaveFrom, leaveTo, reason: reason.trim() };
      const body = { leave };
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        const message = toApiError(error).message;
        const field = leaveRefusalField(message);
        if (field && field !== 'empno') setProblems({ [field]: message });
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast('Leave requested: waiting for approval.');
      setLeaveId('');
      setLeaveFrom('');
      setLeaveTo('');
      setReason('');
    });
  };
  return (
    <Form
      noValidate
      onSubmit={(event) => (event.preventDefault(), send())}
      aria-label="Request leave"
      style={{ maxWidth: '48rem' }}
    >
      {general && (
        <Alert variant="danger" role="alert">
          {general}
        </Alert>
      )}
      <SelectField
        id={`${id}-type`}
        label="Type of leave"
        value={leaveId}
        onChange={setLeaveId}
        error={problems.leaveId}
        options={balances.balances.map((row) => ({
          value: String(row.leaveId),
          label: `${row.leaveDescription} (${row.leaveCode})${row.paid ? `: ${row.balance} left` : ''}`,
        }))}
      />
      <div className="d-flex flex-wrap gap-3">
        <InputField
          id={`${id}-from`}
          label="From"
          type="date"
          value={leaveFrom}
          onChange={setLeaveFrom}
          error={problems.leaveFrom}
        />
        <InputField
          id={`${id}-to`}
          label="To"
          type="date"
          value={leaveTo}
          onChange={setLeaveTo}
          error={problems.leaveTo}
        />
      </div>
      <InputField id={`${id}-reason`} label="Reason" value={reason} onChange={setReason} error={problems.reason} />
      <LoadingButton loading={saving} loadingText="Sending">
        Request leave
      </LoadingButton>
      {leaveQuestion}
    </Form>
  );
}
