import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveCreditNote } from './credit-note-api';
import { creditNoteSchema, toNote, type CreditNoteFormValues } from './credit-note-form-values';
import type { PendingBillRow } from './credit-note-types';

type Name = keyof CreditNoteFormValues;
const Feedback = ({ name, error }: { name: Name; error: FieldError | undefined }) =>
  error ? (
    <div id={`note-${name}-error`} className="invalid-feedback d-block">
      {error.message}
    </div>
  ) : null;

/**
 * A credit note from a supplier against one goods receipt's bill, whose pending amount shows: the
 * rules are checked as the user saves and marked beside the fields; refusals show as text with the
 * input kept; one save per attempt; leaving unsaved asks first.
 */
export function CreditNoteForm({
  bills,
  today,
  onDone,
}: {
  bills: readonly PendingBillRow[];
  today: string;
  onDone: () => void;
}) {
  const chosen = useRef<PendingBillRow | undefined>(undefined);
  const resolver: Resolver<CreditNoteFormValues> = (values, context, options) =>
    zodResolver(creditNoteSchema(() => chosen.current))(values, context, options);
  const form = useForm<CreditNoteFormValues>({
    resolver,
    defaultValues: { dat: today, vendorid: '', transactionId: '', amt: '', descriptio: '' },
  });
  const [vendorid, transactionId] = useWatch({ control: form.control, name: ['vendorid', 'transactionId'] });
  const suppliers = useMemo(
    () => [...new Map(bills.map((bill) => [bill.vendorid, bill.vendorname])).entries()],
    [bills],
  );
  const own = bills.filter((bill) => bill.vendorid === vendorid);
  const bill = own.find((row) => String(row.recordId) === transactionId);
  useEffect(() => {
    chosen.current = bill;
  }, [bill]);
  const save = useSaveCreditNote();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !saved);
  useEffect(() => {
    if (saved) onDone();
  }, [saved, onDone]);
  const { errors } = form.formState;
  const invalid = (name: Name) => ({
    isInvalid: !!errors[name],
    'aria-errormessage': errors[name] ? `note-${name}-error` : undefined,
  });
  const vendor = form.register('vendorid');

  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setRefusal(null);
    const note = toNote(values);
    save.mutate(
      { note, idempotencyKey: attempt.keyFor(note) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(`Credit note ${String(answer.seq ?? '')} saved.`);
          setSaved(true);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          for (const [path, message] of Object.entries(error.fieldErrors ?? {}))
            form.setError(path as Name, { message });
          setRefusal(
            error.isNetwork || error.isSessionOver
              ? `${error.message}. Your entries are kept: save again.`
              : error.message,
          );
        },
      },
    );
  });

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        New credit note
      </h1>
      <Form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="screen-title"
        style={{ maxWidth: '48rem' }}
      >
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        <Form.Group className="mb-3" controlId="note-dat">
          <Form.Label>Date</Form.Label>
          <Form.Control type="date" {...form.register('dat')} {...invalid('dat')} />
          <Feedback name="dat" error={errors.dat} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="note-vendorid">
          <Form.Label>Supplier</Form.Label>
          <Form.Select
            {...vendor}
            {...invalid('vendorid')}
            onChange={(event) => {
              void vendor.onChange(event);
              form.setValue('transactionId', '');
            }}
          >
            <option value="">Choose…</option>
            {suppliers.map(([code, name]) => (
              <option key={code} value={code}>{`${name} (${code})`}</option>
            ))}
          </Form.Select>
          <Feedback name="vendorid" error={errors.vendorid} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="note-transactionId">
          <Form.Label>Goods receipt (bill)</Form.Label>
          <Form.Select {...form.register('transactionId')} {...invalid('transactionId')} disabled={!vendorid}>
            <option value="">{vendorid ? 'Choose…' : 'Choose the supplier first'}</option>
            {own.map((row) => (
              <option
                key={row.recordId}
                value={String(row.recordId)}
              >{`${row.seq} · ${formatDate(row.dat)} · invoice ${row.invoiceno} · pending ${formatMoney(toPaise(row.pending))}`}</option>
            ))}
          </Form.Select>
          {bill && (
            <Form.Text>
              Pending on bill {bill.seq}: {formatMoney(toPaise(bill.pending))} of {formatMoney(toPaise(bill.billAmt))}
            </Form.Text>
          )}
          <Feedback name="transactionId" error={errors.transactionId} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="note-amt">
          <Form.Label>Amount</Form.Label>
          <Form.Control inputMode="decimal" {...form.register('amt')} {...invalid('amt')} />
          <Feedback name="amt" error={errors.amt} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="note-descriptio">
          <Form.Label>Description</Form.Label>
          <Form.Control as="textarea" rows={2} {...form.register('descriptio')} {...invalid('descriptio')} />
          <Feedback name="descriptio" error={errors.descriptio} />
        </Form.Group>
        <div className="d-flex gap-2">
          <LoadingButton loading={save.isPending || form.formState.isSubmitting} loadingText="Saving">
            Save
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onDone}>
            Back to the list
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
