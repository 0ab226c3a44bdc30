import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { LoadingButton } from '../../../../components/loading-button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { toApiError } from '../../../../lib/api/api-error';
import { fromPaise, isRupeeAmount, toPaise } from '../../../../lib/money/money';
import { formatDate } from '../../../../lib/format/date-format';
import { formatMoney } from '../../../../lib/money/money-format';
import { showDoneToast } from '../../../../lib/messages/messages';
import { SALE_ADVANCE_TRATYPE, type SaleAdvanceRequirements } from '../domain/sale-advance-types';
import { Field } from '../../../../components/form/field';
import { useSaveSaleAdvance } from './sale-advance-api';

export const MODE_LABELS = { CAS: 'Cash', BAN: 'Bank', MOB: 'Wallet' } as const;
const MODES = Object.entries(MODE_LABELS).map(([value, label]) => ({ value, label }));

const schema = z
  .object({
    partyId: z.string().min(1, 'Choose the customer'),
    transactionId: z.string(),
    amt: z
      .string()
      .refine((text) => Number(text) > 0, 'Enter an amount above zero')
      .refine((text) => isRupeeAmount(Number(text)), 'Enter an amount with at most two decimals'),
    paymentmode: z.enum(['CAS', 'BAN', 'MOB'], { message: 'Choose cash, bank or wallet' }),
    accountId: z.string().min(1, 'Choose the account'),
    bankdetails: z.string().max(200),
    remarks: z.string().max(200),
  })
  .refine((values) => values.paymentmode !== 'BAN' || values.bankdetails.trim() !== '', {
    path: ['bankdetails'],
    message: 'Enter the cheque or transfer details',
  });
type Values = z.input<typeof schema>;

/**
 * A new advance received from a customer, on one of their approved sale orders or on account; dated today by the
 * server.
 */
export function SaleAdvanceForm({
  requirements,
  onDone,
}: {
  requirements: SaleAdvanceRequirements;
  onDone: () => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      partyId: '',
      transactionId: '',
      amt: '',
      paymentmode: 'CAS',
      accountId: '',
      bankdetails: '',
      remarks: '',
    },
  });
  const save = useSaveSaleAdvance();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !saved);
  useEffect(() => {
    if (saved) onDone();
  }, [saved, onDone]);
  const [mode, partyId] = useWatch({ control: form.control, name: ['paymentmode', 'partyId'] });
  const accounts = requirements.accounts
    .filter((account) => account.typ === mode)
    .map((account) => ({ value: account.code, label: `${account.detail} (${account.code})` }));
  const orders = requirements.orders
    .filter((order) => order.partyId === partyId)
    .map((order) => ({
      value: String(order.recordId),
      label: `${order.seq}, ${formatMoney(toPaise(order.totalAmt))} (received ${formatMoney(toPaise(order.advances))})`,
    }));

  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setRefusal(null);
    const advance = {
      ...values,
      tratype: SALE_ADVANCE_TRATYPE,
      transactionId: Number(values.transactionId || 0),
      dat: requirements.dat,
      amt: fromPaise(toPaise(values.amt)),
    } as const;
    save.mutate(
      { advance, tracheck: 1, idempotencyKey: attempt.keyFor(advance) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(`Advance ${String(answer.seq ?? '')} received.`);
          setSaved(true);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          for (const [path, message] of Object.entries(error.fieldErrors ?? {}))
            if (path in values) form.setError(path as keyof Values, { message });
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        New advance from a customer
      </h1>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ maxWidth: '48rem' }}>
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        <p className="form-text mt-0">{`Dated ${formatDate(requirements.dat)}. The server gives the number as it saves; the next free one is ${requirements.voucher}.`}</p>
        <Field
          form={form}
          name="partyId"
          id="advance-customer"
          label="Customer"
          options={requirements.customers.map((row) => ({ value: row.code, label: row.name }))}
          onChange={() => form.setValue('transactionId', '')}
        />
        <Field
          form={form}
          name="transactionId"
          id="advance-order"
          label="Against"
          choose="On account (no order)"
          options={orders}
          help={requirements.orders.length === 0 ? 'There are no approved sale orders yet.' : undefined}
        />
        <div className="voucher-header">
          <Field form={form} name="amt" id="advance-amt" label="Amount" type="money" />
          <Field
            form={form}
            name="paymentmode"
            id="advance-mode"
            label="Received by"
            options={MODES}
            onChange={() => form.setValue('accountId', '')}
          />
          <Field form={form} name="accountId" id="advance-account" label="Account" options={accounts} />
        </div>
        {mode === 'BAN' && (
          <Field
            form={form}
            name="bankdetails"
            id="advance-bank"
            label="Bank details"
            help="Cheque number or transfer reference."
          />
        )}
        <Field form={form} name="remarks" id="advance-remarks" label="Remarks" />
        <div className="d-flex gap-2">
          <LoadingButton type="submit" loading={save.isPending || form.formState.isSubmitting} loadingText="Saving">
            Save
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onDone}>
            Back to the list
          </Button>
        </div>
      </form>
      {leaveQuestion}
    </section>
  );
}
