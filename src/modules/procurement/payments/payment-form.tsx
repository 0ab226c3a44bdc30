import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { isRupeeAmount, toPaise } from '../../../lib/money/money';
import { showDoneToast } from '../../../lib/messages/messages';
import { MODE_LABELS } from '../advances/advance-form';
import { Field } from '../../../components/form/field';
import { allocatePayment } from '../domain/payment-allocation';
import { usePendingBills, useSavePayment } from './payment-api';
import { PaymentBills } from './payment-bills';
import { emptyPayment, paymentSchema, toPaymentBody, type PaymentValues } from './payment-form-values';
import type { PaymentRequirements, PendingBillRow } from './payment-types';

const MODES = Object.entries(MODE_LABELS).map(([value, label]) => ({ value, label }));
const NO_BILLS: PendingBillRow[] = [];

/**
 * A payment to a supplier over its pending bills; refusals as text with the input kept; one save per attempt; leaving
 * unsaved asks first.
 */
export function PaymentForm({ requirements, onDone }: { requirements: PaymentRequirements; onDone: () => void }) {
  const billsRef = useRef<readonly PendingBillRow[]>(NO_BILLS);
  const resolver: Resolver<PaymentValues> = (values, context, options) =>
    zodResolver(paymentSchema(billsRef.current))(values, context, options);
  const form = useForm<PaymentValues>({ resolver, defaultValues: emptyPayment(requirements.dat) });
  const save = useSavePayment();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !saved);
  useEffect(() => {
    if (saved) onDone();
  }, [saved, onDone]);
  const [vendorid, mode, amt, dat] = useWatch({
    control: form.control,
    name: ['vendorid', 'paymentmode', 'amt', 'dat'],
  });
  const pending = usePendingBills(vendorid);
  const bills = pending.data ?? NO_BILLS;
  useEffect(() => {
    billsRef.current = bills;
    form.setValue(
      'shares',
      bills.map(() => ''),
    );
  }, [bills, form]);
  const preview = useMemo(() => {
    const amount = Number(amt);
    if (!(amount > 0) || !isRupeeAmount(amount)) return new Map<string, number>();
    const result = allocatePayment(
      bills.map((bill) => ({
        transactionId: bill.billId,
        transactionType: 'PUR' as const,
        dat: bill.dat,
        billPaise: toPaise(bill.billAmt),
        pendingPaise: toPaise(bill.pending),
      })),
      { partyId: vendorid, dat, transactionId: '', amountPaise: toPaise(amount) },
    );
    return new Map(result.ok ? result.allocations.map((share) => [share.transactionId, share.amountPaise]) : []);
  }, [bills, amt, vendorid, dat]);
  const accounts = requirements.accounts
    .filter((account) => account.typ === mode)
    .map((account) => ({ value: account.code, label: `${account.detail} (${account.code})` }));

  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setRefusal(null);
    const body = toPaymentBody(values, bills);
    save.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(`Payment ${String(answer.seq ?? '')} saved.`);
          setSaved(true);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          for (const [path, message] of Object.entries(error.fieldErrors ?? {}))
            if (path in values) form.setError(path as keyof PaymentValues, { message });
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        New supplier payment
      </h1>
      <Form noValidate onSubmit={(event) => void submit(event)} style={{ maxWidth: '60rem' }}>
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        <p className="form-text mt-0">
          The server gives the number as it saves; the next free one is {requirements.seq}.
        </p>
        <div className="voucher-header">
          <Field
            form={form}
            name="vendorid"
            id="payment-supplier"
            label="Supplier"
            options={requirements.suppliers.map((supplier) => ({
              value: supplier.code,
              label: `${supplier.name} (${supplier.code})`,
            }))}
          />
          <Field form={form} name="dat" id="payment-dat" label="Date" type="date" />
          <Field form={form} name="amt" id="payment-amt" label="Amount" type="number" step="0.01" />
          <Field form={form} name="paymentmode" id="payment-mode" label="Paid by" options={MODES} />
          <Field form={form} name="accountId" id="payment-account" label="Account" options={accounts} />
        </div>
        {vendorid &&
          (pending.isPending ? (
            <p>Loading the pending bills…</p>
          ) : (
            <PaymentBills form={form} bills={bills} preview={preview} />
          ))}
        <Field form={form} name="remarks" id="payment-remarks" label="Remarks" />
        <div className="d-flex gap-2">
          {/* The amount is checked against the supplier's pending bills: not before they are read. */}
          <LoadingButton
            type="submit"
            loading={save.isPending || form.formState.isSubmitting}
            loadingText="Saving"
            disabled={vendorid !== '' && pending.isPending}
          >
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
