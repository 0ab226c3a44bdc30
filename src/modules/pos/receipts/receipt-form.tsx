import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { AllocationTable } from '../../../kits/receipts/allocation-table';
import { MoneyFormFrame } from '../../../kits/receipts/money-form-frame';
import { firstAccountOf } from '../../../kits/receipts/money-modes';
import { PaymentModeFields } from '../../../kits/receipts/payment-mode-fields';
import { toApiError } from '../../../lib/api/api-error';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { basePaise } from './domain/receipt-allocation';
import { RECEIPT_MODE_LABELS, type OutstandingBill, type ReceiptRequirements } from './domain/receipt-types';
import { Field } from '../../../components/form/field';
import { useOutstandingBills, usePrintReceipt, useSaveReceipt } from './receipt-api';
import {
  autoShares,
  emptyReceipt,
  figuresOf,
  receiptSchema,
  toReceiptBody,
  typedPaise,
  type ReceiptValues,
} from './receipt-form-values';

const NO_BILLS: OutstandingBill[] = [];
const HEADER_FIELDS = [
  'partyId',
  'receiptAmt',
  'tds',
  'rebate',
  'others',
  'creditAdjusted',
  'modeOfPayment',
  'revAccount',
  'remarks',
] as const;

interface Props {
  requirements: ReceiptRequirements;
  /** Saved and printed: show the printed receipt. */
  onPrinted: (recordId: number) => void;
  onDone: () => void;
}

/**
 * A receipt from a customer: their pending bills settled by what was received plus TDS, rebate and others, filled
 * oldest first and editable per bill; the server's refusals beside their fields with the input kept; one save per
 * attempt; saved, it is printed.
 */
export function ReceiptForm({ requirements, onPrinted, onDone }: Props) {
  const billsRef = useRef<readonly OutstandingBill[]>(NO_BILLS);
  const names = useMemo(
    () => new Map(requirements.customers.map((customer) => [customer.code, customer.name])),
    [requirements.customers],
  );
  const credits = useMemo(
    () => new Map(requirements.customers.map((customer) => [customer.code, toPaise(customer.credit)])),
    [requirements.customers],
  );
  const resolver: Resolver<ReceiptValues> = (values, context, options) =>
    zodResolver(
      receiptSchema(
        billsRef.current,
        (code) => names.get(code) ?? code,
        (code) => credits.get(code) ?? 0,
      ),
    )(values, context, options);
  const form = useForm<ReceiptValues>({
    resolver,
    defaultValues: emptyReceipt(firstAccountOf(requirements.accounts, 'CAS')),
  });
  const save = useSaveReceipt();
  const print = usePrintReceipt();
  const allowed = useScreenPermission();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The bills the user typed amounts on: a new customer's bills are filled oldest first again.
  const [typedFor, setTypedFor] = useState<readonly OutstandingBill[] | null>(null);
  const [finished, setFinished] = useState<{ recordId: number; printed: boolean } | null>(null);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !finished);
  const [partyId, receiptAmt, tds, rebate, others, creditAdjusted, shares] = useWatch({
    control: form.control,
    name: ['partyId', 'receiptAmt', 'tds', 'rebate', 'others', 'creditAdjusted', 'shares'],
  });
  const outstanding = useOutstandingBills(partyId);
  const bills = partyId ? (outstanding.data ?? NO_BILLS) : NO_BILLS;
  const customer = requirements.customers.find((one) => one.code === partyId);

  useEffect(() => {
    if (!finished) return;
    if (finished.printed) onPrinted(finished.recordId);
    else onDone();
  }, [finished, onPrinted, onDone]);
  const typed = typedFor === bills;
  useEffect(() => {
    billsRef.current = bills;
  }, [bills]);
  useEffect(() => {
    if (!typed) form.setValue('shares', autoShares({ receiptAmt, tds, rebate, others, creditAdjusted }, bills));
  }, [typed, bills, receiptAmt, tds, rebate, others, creditAdjusted, form]);
  // Credit set off is the chosen customer's own: another customer starts with none.
  useEffect(() => {
    form.setValue('creditAdjusted', '');
  }, [partyId, form]);

  const figures = figuresOf({ receiptAmt, tds, rebate, others, creditAdjusted });
  const settles = figures ? basePaise(figures) : null;
  const allocated = sumPaise(
    (shares ?? []).map((share) => typedPaise(share)).map((paise) => (typeof paise === 'number' ? paise : 0)),
  );

  const showServerProblems = (fieldErrors: Record<string, string>, sent: ReturnType<typeof toReceiptBody>) => {
    for (const [path, message] of Object.entries(fieldErrors)) {
      const line = /^lines\.(\d+)\./.exec(path);
      const billIndex = line ? bills.findIndex((bill) => bill.billId === sent.lines[Number(line[1])]?.onTraId) : -1;
      if (billIndex >= 0) form.setError(`shares.${billIndex}`, { message });
      else if (path === 'lines') form.setError('shares', { message });
      else if ((HEADER_FIELDS as readonly string[]).includes(path))
        form.setError(path as (typeof HEADER_FIELDS)[number], { message });
      else setRefusal(message);
    }
  };

  const submit = form.handleSubmit((values) => {
    if (save.isPending || print.isPending) return;
    setRefusal(null);
    const body = toReceiptBody(values, bills);
    save.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          const recordId = Number(answer.recordId);
          showDoneToast(`Receipt ${String(answer.seq ?? '')} saved.`);
          if (!allowed('print')) return setFinished({ recordId, printed: false });
          print.mutate(recordId, {
            onSuccess: () => setFinished({ recordId, printed: true }),
            onError: () => setFinished({ recordId, printed: false }),
          });
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (error.fieldErrors) showServerProblems(error.fieldErrors, body);
          else if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });

  return (
    <MoneyFormFrame
      title="New receipt"
      maxWidth="64rem"
      onSubmit={submit}
      failure={refusal}
      intro={<>Dated today; the server gives the number as it saves (the next free one is {requirements.seq}).</>}
      saving={save.isPending || print.isPending || form.formState.isSubmitting}
      saveLabel="Save and print"
      // The amount is checked against the party's pending bills: not before they are read.
      saveDisabled={partyId !== '' && outstanding.isPending}
      onBack={onDone}
      leaveQuestion={leaveQuestion}
    >
      <div className="voucher-header">
        <Field
          form={form}
          name="partyId"
          id="receipt-customer"
          label="Customer"
          options={requirements.customers.map((one) => ({ value: one.code, label: `${one.name} (${one.code})` }))}
          help={
            customer &&
            `Owes ${formatMoney(toPaise(customer.balance))}${customer.creditLimit === null ? '' : `; credit limit ${formatMoney(toPaise(customer.creditLimit))}`}.`
          }
        />
        <Field form={form} name="receiptAmt" id="receipt-amount" label="Amount received" type="money" />
        <Field form={form} name="tds" id="receipt-tds" label="TDS deducted" type="money" />
        <Field form={form} name="rebate" id="receipt-rebate" label="Rebate" type="money" />
        <Field form={form} name="others" id="receipt-others" label="Other deductions" type="money" />
        {customer && customer.credit > 0 && (
          <Field
            form={form}
            name="creditAdjusted"
            id="receipt-credit"
            label="Credit on account set off"
            type="money"
            help={`Credit on account: ${formatMoney(toPaise(customer.credit))}.`}
          />
        )}
        <PaymentModeFields
          form={form}
          mode="modeOfPayment"
          account="revAccount"
          idPrefix="receipt"
          labels={{ mode: 'Received by', account: 'Into account' }}
          modeLabels={RECEIPT_MODE_LABELS}
          accounts={requirements.accounts}
          whenModeChanges="first"
        />
      </div>
      <p aria-live="polite">
        {settles === null
          ? 'Settles: enter the amounts as rupees.'
          : `Settles ${formatMoney(settles)} (received + TDS + rebate + others${figures?.creditPaise ? ' + credit set off' : ''}); allocated to bills ${formatMoney(allocated)}.`}
      </p>
      {partyId &&
        (outstanding.isPending ? (
          <p role="status">Loading the pending bills…</p>
        ) : (
          <AllocationTable
            form={form}
            name="shares"
            bills={bills}
            label="Settle"
            empty="This customer has no bill pending."
            onTyped={() => setTypedFor(bills)}
            caption={
              <>
                Pending bills, oldest first. The amount settled fills the oldest bills first; change any bill’s amount,
                or{' '}
                <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => setTypedFor(null)}>
                  allocate oldest first
                </Button>{' '}
                again.
              </>
            }
          />
        ))}
      <Field form={form} name="remarks" id="receipt-remarks" label="Remarks" />
    </MoneyFormFrame>
  );
}
