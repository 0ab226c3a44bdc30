import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import type { SalaryPaymentsAnswer } from '../domain/payment-types';
import { usePaymentWrite } from './payments-api';

interface Props {
  answer: SalaryPaymentsAnswer;
  selected: readonly number[];
  onPaid: () => void;
}

/**
 * Pays the selected employees' salaries by bank or cash from one of the user's accounts; the server's refusal shown as
 * it says it.
 */
export function PayForm({ answer, selected, onPaid }: Props) {
  const id = useId();
  const [mode, setMode] = useState<'BANK' | 'CASH'>('BANK');
  const accountsOf = (which: 'BANK' | 'CASH') =>
    answer.accounts.filter((account) => account.typ === (which === 'BANK' ? 'BAN' : 'CAS'));
  const [account, setAccount] = useState(accountsOf('BANK')[0]?.code ?? '');
  const [dat, setDat] = useState(answer.today);
  /** The server's refusal of a date (outside the open financial years, or closed), kept for the date it was given. */
  const [refusedDate, setRefusedDate] = useState<{ dat: string; message: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const write = usePaymentWrite();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const chooseMode = (value: string) => {
    const next = value === 'CASH' ? 'CASH' : 'BANK';
    setMode(next);
    setAccount(accountsOf(next)[0]?.code ?? '');
  };
  // The date as the server checks it (a payment date after today is refused), said beside the field before sending;
  // a date the server refused stays refused beside the field until it is changed.
  const dateProblem = !dat
    ? 'Give the date of the payment.'
    : dat > answer.today
      ? 'The payment date cannot be after today.'
      : refusedDate?.dat === dat
        ? refusedDate.message
        : null;
  const send = () => {
    const found =
      selected.length === 0
        ? 'Select the employees to pay.'
        : !account
          ? `You have no ${mode === 'BANK' ? 'bank' : 'cash'} account assigned.`
          : dateProblem;
    setProblem(found);
    if (found) return;
    void submit(async () => {
      const body = { payment: { month: answer.month, dat, mode, account, empnos: [...selected] }, traCheck: 1 };
      const done = await write.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) }).catch((error: unknown) => {
        const said = toApiError(error).fieldErrors?.dat;
        if (said) {
          setRefusedDate({ dat, message: said });
          setProblem(said);
        }
        throw error;
      });
      attempt.saved();
      showDoneToast(
        `Salary payment ${String(done.seq ?? '')} made for ${selected.length} ${selected.length === 1 ? 'employee' : 'employees'}.`,
      );
      onPaid();
    });
  };
  return (
    <Form
      noValidate
      onSubmit={(event) => (event.preventDefault(), send())}
      aria-label="Pay the selected salaries"
      className="border rounded p-3 mb-3"
    >
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-3 align-items-end">
        <Form.Group controlId={`${id}-mode`}>
          <Form.Label>Pay by</Form.Label>
          <Form.Select value={mode} onChange={(event) => chooseMode(event.target.value)}>
            <option value="BANK">Bank transfer</option>
            <option value="CASH">Cash</option>
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-account`}>
          <Form.Label>Paid from</Form.Label>
          <Form.Select value={account} onChange={(event) => setAccount(event.target.value)}>
            {accountsOf(mode).map((one) => (
              <option key={one.code} value={one.code}>
                {one.detail} ({one.code})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-date`}>
          <Form.Label>Payment date</Form.Label>
          <Form.Control
            type="date"
            value={dat}
            max={answer.today}
            isInvalid={problem !== null && problem === dateProblem}
            aria-describedby={problem !== null && problem === dateProblem ? `${id}-problem` : undefined}
            onChange={(event) => setDat(event.target.value)}
          />
        </Form.Group>
        <LoadingButton loading={saving} loadingText="Paying" aria-describedby={problem ? `${id}-problem` : undefined}>
          Pay selected ({selected.length})
        </LoadingButton>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-danger small mt-2 mb-0">
          {problem}
        </p>
      )}
    </Form>
  );
}
