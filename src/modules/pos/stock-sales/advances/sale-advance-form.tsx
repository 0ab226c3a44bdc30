import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '../../../../components/form/field';
import { MoneyFormFrame } from '../../../../kits/receipts/money-form-frame';
import {
  advanceMoneyFields,
  BANK_DETAILS_PROBLEM,
  bankDetailsGiven,
  EMPTY_ADVANCE_MONEY,
  MONEY_MODE_LABELS,
} from '../../../../kits/receipts/money-modes';
import { AdvanceMoneyFields } from '../../../../kits/receipts/advance-money-fields';
import { BankDetailsField } from '../../../../kits/receipts/payment-mode-fields';
import { useSaveAndClose } from '../../../../kits/receipts/use-money-save';
import { fromPaise, toPaise } from '../../../../lib/money/money';
import { formatDate } from '../../../../lib/format/date-format';
import { formatMoney } from '../../../../lib/money/money-format';
import {
  SALE_ADVANCE_TRATYPE,
  type SaleAdvanceInput,
  type SaleAdvanceRequirements,
} from '../domain/sale-advance-types';
import { useSaveSaleAdvance } from './sale-advance-api';

/** The modes' names, which the list of advances shows too. */
export const MODE_LABELS = MONEY_MODE_LABELS;

const schema = z
  .object({
    partyId: z.string().min(1, 'Choose the customer'),
    transactionId: z.string(),
    ...advanceMoneyFields,
  })
  .refine(bankDetailsGiven, BANK_DETAILS_PROBLEM);
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
      ...EMPTY_ADVANCE_MONEY,
    },
  });
  const save = useSaveSaleAdvance();
  const { send, refusal, leaveQuestion } = useSaveAndClose(form, {
    write: (advance: SaleAdvanceInput, idempotencyKey) => save.mutateAsync({ advance, tracheck: 1, idempotencyKey }),
    toast: (seq) => `Advance ${seq} received.`,
    onDone,
  });
  const partyId = useWatch({ control: form.control, name: 'partyId' });
  const orders = requirements.orders
    .filter((order) => order.partyId === partyId)
    .map((order) => ({
      value: String(order.recordId),
      label: `${order.seq}, ${formatMoney(toPaise(order.totalAmt))} (received ${formatMoney(toPaise(order.advances))})`,
    }));
  const toAdvance = (values: Values): SaleAdvanceInput => ({
    ...values,
    tratype: SALE_ADVANCE_TRATYPE,
    transactionId: Number(values.transactionId || 0),
    // The server dates it today whatever is sent; empty when its requirements do not say the day.
    dat: requirements.dat ?? '',
    amt: fromPaise(toPaise(values.amt)),
  });

  return (
    <MoneyFormFrame
      title="New advance from a customer"
      maxWidth="48rem"
      onSubmit={form.handleSubmit((values) => send(values, toAdvance(values)))}
      failure={refusal}
      intro={`Dated ${requirements.dat ? formatDate(requirements.dat) : 'today'}. The server gives the number as it saves.`}
      saving={save.isPending || form.formState.isSubmitting}
      saveLabel="Save"
      onBack={onDone}
      leaveQuestion={leaveQuestion}
    >
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
      <AdvanceMoneyFields
        form={form}
        idPrefix="advance"
        accounts={requirements.accounts}
        modeLabel="Received by"
        whenModeChanges="clear"
      />
      <BankDetailsField form={form} name="bankdetails" mode="paymentmode" id="advance-bank" />
      <Field form={form} name="remarks" id="advance-remarks" label="Remarks" />
    </MoneyFormFrame>
  );
}
