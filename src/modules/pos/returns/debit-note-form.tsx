import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { useCustomerSales, useDebitNoteRequirements, useSaveDebitNote } from './debit-note-api';
import {
  draftFigures,
  EMPTY_DRAFT,
  noteBody,
  noteFieldOf,
  noteSchema,
  noteServerProblems,
  type DebitNoteDraft,
} from './debit-note-form-values';
import { DEBIT_NOTE_KINDS, type DebitNoteRequirements } from './domain/debit-note-types';
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
  const form = useForm<DebitNoteDraft>({ resolver: zodResolver(noteSchema), defaultValues: EMPTY_DRAFT });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const { submit } = useOneSubmit();
  const save = useSaveDebitNote();
  const attempt = useSaveAttemptKey();
  const [amount, taxCode, chosen] = useWatch({ control: form.control, name: ['amount', 'taxCode', 'customer'] });
  const sales = useCustomerSales(chosen);
  const leaveQuestion = useLeaveGuard(saved === null && form.formState.isDirty);
  const figures = draftFigures({ ...EMPTY_DRAFT, amount, taxCode }, requirements);
  const customer = requirements.customers.find((row) => row.code === chosen);
  // Leave once the form no longer guards itself (the render after saving), once.
  const reported = useRef(false);
  useEffect(() => {
    if (saved === null || reported.current) return;
    reported.current = true;
    onSaved(saved);
  }, [saved, onSaved]);

  const send = (draft: DebitNoteDraft) =>
    submit(async () => {
      setRefusal(null);
      const body = noteBody(draft, draftFigures(draft, requirements));
      try {
        const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        showDoneToast(
          `Debit note ${String(answer.seq ?? '')} saved: ${customer?.name ?? ''} owes ${rupees(body.header.totalAmt)} more.`,
        );
        setSaved(Number(answer.recordId));
      } catch (failure) {
        const error = toApiError(failure);
        for (const [key, message] of Object.entries(noteServerProblems(error.fieldErrors ?? {}))) {
          const field = noteFieldOf(key);
          if (field) form.setError(field, { type: 'server', message });
        }
        setRefusal(
          error.isNetwork || error.isSessionOver
            ? `${error.message}. Your entries are kept: save again.`
            : error.message,
        );
        // Ready for the next try: the entries stay.
        throw failure;
      }
    });
  const onSubmit = form.handleSubmit(send, () => setRefusal(null));

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        New debit note
      </h1>
      <Form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="screen-title"
        style={{ maxWidth: '48rem' }}
      >
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        <p className="form-text mt-0">
          Dated {formatDate(requirements.dat)}; the next free number is {requirements.seq}.
        </p>
        <div className="row g-3 mb-3">
          <Field
            form={form}
            name="customer"
            id="note-customer"
            label="Customer"
            options={requirements.customers.map((row) => ({ value: row.code, label: `${row.name} (${row.code})` }))}
            choose="Choose the customer"
            onChange={() => form.setValue('billSeq', '')}
            help={
              customer && (
                <>
                  Owes {rupees(customer.outstanding)} now; {formatMoney(toPaise(customer.outstanding) + figures.total)}{' '}
                  with this note.
                </>
              )
            }
            className="col-md-6"
          />
          <Field
            form={form}
            name="kind"
            id="note-kind"
            label="What the note is for"
            options={Object.entries(DEBIT_NOTE_KINDS).map(([value, label]) => ({ value, label }))}
            choose="Choose"
            className="col-md-6"
          />
          <Field
            form={form}
            name="reason"
            id="note-reason"
            label="Reason the customer will read"
            maxLength={200}
            className="col-12"
          />
          <Field
            form={form}
            name="billSeq"
            id="note-bill"
            label="Against bill (optional)"
            options={(sales.data ?? []).map((sale) => ({
              value: sale.seq,
              label: `${sale.seq} of ${formatDate(sale.dat)}, ${rupees(sale.total)}`,
            }))}
            choose="No particular bill"
            disabled={!chosen}
            className="col-md-6"
          />
          <Field
            form={form}
            name="amount"
            id="note-amount"
            label="Amount before tax"
            type="money"
            className="col-md-3"
          />
          <Field
            form={form}
            name="taxCode"
            id="note-tax"
            label="Tax"
            options={requirements.taxes.map((tax) => ({ value: tax.code, label: tax.name }))}
            choose="No tax"
            className="col-md-3"
          />
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
