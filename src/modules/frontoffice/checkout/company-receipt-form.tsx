import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { parseMoney } from '../../../lib/money/money-parse';
import { useCompanyBills, useReceiveFromCompany } from './company-bills-api';
import { CompanyReceiptShares } from './company-receipt-shares';
import { readShares, receiptSchema, type ReceiptValues } from './company-receipt-values';
import type { PendingBill } from './domain/company-allocation';
import { TENDER_LABELS, type CompanyBillRequirements } from './domain/checkout-types';

interface Props {
  requirements: CompanyBillRequirements;
  company: string;
  onSaved: (receiptNo: string) => void;
  onDone: () => void;
}

/**
 * A company's payment against its bills: shared oldest first as the amount is typed, or by hand per bill (never above
 * what a bill has pending); the shares must add up to the amount. Refusals shown with the input kept; saves once.
 */
export function CompanyReceiptForm({ requirements, company: initial, onSaved, onDone }: Props) {
  const modes = [...new Set(requirements.accounts.map((account) => account.mode))];
  const [refusal, setRefusal] = useState<string | null>(null);
  // The receipt's number once saved: the screen moves on after this render, so the leave guard no longer holds it.
  const [saved, setSaved] = useState<string | null>(null);
  const done = saved !== null;
  // The shares are checked against the pending bills of the company chosen, fetched once it is known (below).
  let pending: PendingBill[] = [];
  const form = useForm<ReceiptValues>({
    resolver: (values, context, options) => zodResolver(receiptSchema(pending))(values, context, options),
    defaultValues: { company: initial, mode: modes[0] ?? 'CASH', amount: '', reference: '', remarks: '', shares: null },
  });
  const company = useWatch({ control: form.control, name: 'company' });
  const bills = useCompanyBills(company, true);
  pending = company
    ? (bills.data ?? []).map((bill) => ({ billNo: bill.billNo, dat: bill.dat, pending: toPaise(bill.pending) }))
    : [];
  const { submit } = useOneSubmit();
  const save = useReceiveFromCompany();
  const attempt = useSaveAttemptKey();
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !done);
  const movedOn = useRef(false);
  useEffect(() => {
    if (saved === null || movedOn.current) return;
    movedOn.current = true;
    onSaved(saved);
  }, [saved, onSaved]);
  const problem = form.formState.errors.root?.message ?? refusal;

  const send = form.handleSubmit((values) => {
    const amount = parseMoney(values.amount, { allowNegative: false });
    if (!amount.ok || done) return;
    const body = {
      header: {
        company: values.company,
        mode: values.mode,
        amount: fromPaise(amount.paise),
        reference: values.reference.trim(),
        remarks: values.remarks.trim(),
      },
      lines: readShares(values, pending).shares.map((share) => ({
        billNo: share.billNo,
        amount: fromPaise(share.amount),
      })),
    };
    return submit(async () => {
      let answer: Record<string, unknown>;
      try {
        answer = await save.mutateAsync({ ...body, idempotencyKey: attempt.keyFor(body) });
      } catch (failure) {
        const error = toApiError(failure);
        if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        throw failure;
      }
      attempt.saved();
      showDoneToast(`Receipt ${String(answer.seq ?? '')} saved.`);
      setSaved(String(answer.seq ?? ''));
    });
  });

  return (
    <Form
      noValidate
      aria-labelledby="company-receipt-form-title"
      className="p-2 p-md-3"
      style={{ maxWidth: '48rem' }}
      onSubmit={(event) => {
        setRefusal(null);
        void send(event);
      }}
    >
      <h1 id="company-receipt-form-title" className="h4">
        Receive a company&apos;s payment
      </h1>
      <p className="form-text mt-0">{`Dated ${formatDate(requirements.hotelDate)} (the hotel date); the number is given as it saves.`}</p>
      <RefusalAlert text={problem} />
      <div className="row g-2">
        <Field
          form={form}
          name="company"
          id="company"
          label="Company"
          className="col-12 col-md-6 mb-2"
          onChange={() => form.setValue('shares', null)}
          options={requirements.companies
            .filter((one) => one.pending > 0)
            .map((one) => ({
              value: one.code,
              label: `${one.name} (${one.code}), pending ${formatMoney(toPaise(one.pending))}`,
            }))}
        />
        <Field
          form={form}
          name="mode"
          id="mode"
          label="Received by"
          className="col-6 col-md-3 mb-2"
          choose={null}
          options={modes.map((one) => ({ value: one, label: TENDER_LABELS[one] }))}
        />
        <Field
          form={form}
          name="amount"
          id="amount"
          label="Amount received"
          type="money"
          className="col-6 col-md-3 mb-2"
        />
        <Field
          form={form}
          name="reference"
          id="reference"
          label="Reference"
          maxLength={40}
          className="col-12 col-md-6 mb-2"
        />
        <Field
          form={form}
          name="remarks"
          id="remarks"
          label="Remarks"
          maxLength={120}
          className="col-12 col-md-6 mb-2"
        />
      </div>
      {pending.length > 0 && <CompanyReceiptShares form={form} pending={pending} />}
      <div className="d-flex flex-wrap gap-2">
        <LoadingButton loading={save.isPending} loadingText="Saving" disabled={done}>
          Save and print
        </LoadingButton>
        <Button variant="outline-secondary" onClick={onDone}>
          Back to company bills
        </Button>
      </div>
      {leaveQuestion}
    </Form>
  );
}
