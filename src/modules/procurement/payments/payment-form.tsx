import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { AllocationTable } from '../../../kits/receipts/allocation-table';
import { MoneyFormFrame } from '../../../kits/receipts/money-form-frame';
import { AdvanceMoneyFields } from '../../../kits/receipts/advance-money-fields';
import { useSaveAndClose } from '../../../kits/receipts/use-money-save';
import { isRupeeAmount, toPaise } from '../../../lib/money/money';
import { allocatePayment } from '../domain/payment-allocation';
import { usePendingBills, useSavePayment, type PaymentInput } from './payment-api';
import { emptyPayment, paymentSchema, toPaymentBody, type PaymentValues } from './payment-form-values';
import type { PaymentRequirements, PendingBillRow } from './payment-types';

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
  const { send, refusal, leaveQuestion } = useSaveAndClose(form, {
    write: (body: PaymentInput, idempotencyKey) => save.mutateAsync({ body, idempotencyKey }),
    toast: (seq) => `Payment ${seq} saved.`,
    onDone,
  });
  const [vendorid, amt, dat] = useWatch({ control: form.control, name: ['vendorid', 'amt', 'dat'] });
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

  return (
    <MoneyFormFrame
      title="New supplier payment"
      maxWidth="60rem"
      onSubmit={form.handleSubmit((values) => send(values, toPaymentBody(values, bills)))}
      failure={refusal}
      intro={<>The server gives the number as it saves; the next free one is {requirements.seq}.</>}
      saving={save.isPending || form.formState.isSubmitting}
      saveLabel="Save"
      // The amount is checked against the supplier's pending bills: not before they are read.
      saveDisabled={vendorid !== '' && pending.isPending}
      onBack={onDone}
      leaveQuestion={leaveQuestion}
    >
      <AdvanceMoneyFields
        form={form}
        idPrefix="payment"
        accounts={requirements.accounts}
        modeLabel="Paid by"
        amountType="number"
      >
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
      </AdvanceMoneyFields>
      {vendorid &&
        (pending.isPending ? (
          <p>Loading the pending bills…</p>
        ) : (
          <AllocationTable
            form={form}
            name="shares"
            bills={bills}
            label="Pay"
            type="number"
            preview={preview}
            empty="This supplier has no pending bills."
            caption="Pending bills, oldest first. Leave the amounts empty to pay the oldest first, or type what each bill takes."
          />
        ))}
      <Field form={form} name="remarks" id="payment-remarks" label="Remarks" />
    </MoneyFormFrame>
  );
}
