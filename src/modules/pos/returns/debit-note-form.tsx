import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { useCustomerSales, useDebitNoteRequirements, useSaveDebitNote } from './debit-note-api';
import {
  draftFigures,
  EMPTY_DRAFT,
  noteBody,
  noteProblems,
  noteServerProblems,
  type DebitNoteDraft,
} from './debit-note-form-values';
import { DEBIT_NOTE_KINDS, type DebitNoteKind, type DebitNoteRequirements } from './domain/debit-note-types';
import { rupees } from './money';

interface Props {
  onSaved: (recordId: number) => void;
  onBack: () => void;
}

export function DebitNoteForm(props: Props) {
  const requirements = useDebitNoteRequirements();
  if (requirements.isError)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the customers…" />;
  return <NoteEditor requirements={requirements.data} {...props} />;
}

/**
 * A debit note: the customer (with what they owe), what it is for and why, optionally the bill it is raised
 * against, the amount before tax and its tax at today's rate; the total raises what the customer owes.
 */
function NoteEditor({ requirements, onSaved, onBack }: Props & { requirements: DebitNoteRequirements }) {
  const [draft, setDraft] = useState<DebitNoteDraft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const busy = useRef(false);
  const save = useSaveDebitNote();
  const attempt = useSaveAttemptKey();
  const sales = useCustomerSales(draft.customer);
  const leaveQuestion = useLeaveGuard(saved === null && JSON.stringify(draft) !== JSON.stringify(EMPTY_DRAFT));
  const figures = draftFigures(draft, requirements);
  const customer = requirements.customers.find((row) => row.code === draft.customer);
  // Leave once the form no longer guards itself (the render after saving), once.
  const reported = useRef(false);
  useEffect(() => {
    if (saved === null || reported.current) return;
    reported.current = true;
    onSaved(saved);
  }, [saved, onSaved]);
  const change = (next: Partial<DebitNoteDraft>) => setDraft((before) => ({ ...before, ...next }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const found = noteProblems(draft);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    const body = noteBody(draft, figures);
    busy.current = true;
    save.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(
            `Debit note ${String(answer.seq ?? '')} saved: ${customer?.name ?? ''} owes ${rupees(body.header.totalAmt)} more.`,
          );
          setSaved(Number(answer.recordId));
        },
        onError: (failure) => {
          busy.current = false;
          const error = toApiError(failure);
          setProblems(noteServerProblems(error.fieldErrors ?? {}));
          setRefusal(
            error.isNetwork || error.isSessionOver
              ? `${error.message}. Your entries are kept: save again.`
              : error.message,
          );
        },
      },
    );
  };
  const invalid = (field: string) => ({ isInvalid: !!problems[field] });
  const feedback = (field: string) => <Form.Control.Feedback type="invalid">{problems[field]}</Form.Control.Feedback>;

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        New debit note
      </h1>
      <Form noValidate onSubmit={submit} aria-labelledby="screen-title" style={{ maxWidth: '48rem' }}>
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        <p className="form-text mt-0">
          Dated {formatDate(requirements.dat)}; the next free number is {requirements.seq}.
        </p>
        <div className="row g-3 mb-3">
          <Form.Group className="col-md-6" controlId="note-customer">
            <Form.Label>Customer</Form.Label>
            <Form.Select
              value={draft.customer}
              {...invalid('customer')}
              onChange={(event) => change({ customer: event.target.value, billSeq: '' })}
            >
              <option value="">Choose the customer</option>
              {requirements.customers.map((row) => (
                <option key={row.code} value={row.code}>{`${row.name} (${row.code})`}</option>
              ))}
            </Form.Select>
            {feedback('customer')}
            {customer && (
              <Form.Text>
                Owes {rupees(customer.outstanding)} now; {formatMoney(toPaise(customer.outstanding) + figures.total)}{' '}
                with this note.
              </Form.Text>
            )}
          </Form.Group>
          <Form.Group className="col-md-6" controlId="note-kind">
            <Form.Label>What the note is for</Form.Label>
            <Form.Select
              value={draft.kind}
              {...invalid('kind')}
              onChange={(event) => change({ kind: event.target.value as DebitNoteKind | '' })}
            >
              <option value="">Choose</option>
              {Object.entries(DEBIT_NOTE_KINDS).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Form.Select>
            {feedback('kind')}
          </Form.Group>
          <Form.Group className="col-12" controlId="note-reason">
            <Form.Label>Reason the customer will read</Form.Label>
            <Form.Control
              value={draft.reason}
              maxLength={200}
              {...invalid('reason')}
              onChange={(event) => change({ reason: event.target.value })}
            />
            {feedback('reason')}
          </Form.Group>
          <Form.Group className="col-md-6" controlId="note-bill">
            <Form.Label>Against bill (optional)</Form.Label>
            <Form.Select
              value={draft.billSeq}
              disabled={!draft.customer}
              {...invalid('billSeq')}
              onChange={(event) => change({ billSeq: event.target.value })}
            >
              <option value="">No particular bill</option>
              {(sales.data ?? []).map((sale) => (
                <option
                  key={sale.seq}
                  value={sale.seq}
                >{`${sale.seq} of ${formatDate(sale.dat)}, ${rupees(sale.total)}`}</option>
              ))}
            </Form.Select>
            {feedback('billSeq')}
          </Form.Group>
          <Form.Group className="col-md-3" controlId="note-amount">
            <Form.Label>Amount before tax</Form.Label>
            <Form.Control
              inputMode="decimal"
              value={draft.amount}
              {...invalid('amount')}
              onChange={(event) => change({ amount: event.target.value })}
            />
            {feedback('amount')}
          </Form.Group>
          <Form.Group className="col-md-3" controlId="note-tax">
            <Form.Label>Tax</Form.Label>
            <Form.Select
              value={draft.taxCode}
              {...invalid('taxCode')}
              onChange={(event) => change({ taxCode: event.target.value })}
            >
              <option value="">No tax</option>
              {requirements.taxes.map((tax) => (
                <option key={tax.code} value={tax.code}>
                  {tax.name}
                </option>
              ))}
            </Form.Select>
            {feedback('taxCode')}
          </Form.Group>
        </div>
        <dl className="small mb-3" aria-label="Debit note total" style={{ maxWidth: '24rem' }}>
          {[
            ['Amount', figures.base] as const,
            ...figures.taxes.map((tax) => [`${tax.component} ${tax.percent}%`, tax.amount] as const),
          ].map(([label, value]) => (
            <div key={label} className="d-flex justify-content-between">
              <dt className="fw-normal">{label}</dt>
              <dd className="mb-0">{formatMoney(value)}</dd>
            </div>
          ))}
          <div className="d-flex justify-content-between border-top fw-semibold">
            <dt>Total</dt>
            <dd className="mb-0">{formatMoney(figures.total)}</dd>
          </div>
        </dl>
        <div className="d-flex gap-2">
          <LoadingButton loading={save.isPending} loadingText="Saving">
            Save the debit note
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onBack}>
            Back to the list
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
