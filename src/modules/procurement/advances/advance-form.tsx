import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '../../../components/form/field';
import { MoneyFormFrame } from '../../../kits/receipts/money-form-frame';
import {
  advanceMoneyFields,
  BANK_DETAILS_PROBLEM,
  bankDetailsGiven,
  EMPTY_ADVANCE_MONEY,
  MONEY_MODE_LABELS,
} from '../../../kits/receipts/money-modes';
import { AdvanceMoneyFields } from '../../../kits/receipts/advance-money-fields';
import { BankDetailsField } from '../../../kits/receipts/payment-mode-fields';
import { useSaveAndClose } from '../../../kits/receipts/use-money-save';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useSaveAdvance, type AdvanceInput } from './advance-api';
import type { AdvanceOrder, AdvanceRequirements } from './advance-types';

/** The modes' names, which the lists of advances and payments show too. */
export const MODE_LABELS = MONEY_MODE_LABELS;

const schema = z
  .object({
    transactionId: z.string().min(1, 'Choose the order'),
    dat: z.string().min(1, 'Enter the date'),
    ...advanceMoneyFields,
  })
  .refine(bankDetailsGiven, BANK_DETAILS_PROBLEM);
type Values = z.input<typeof schema>;

interface Props {
  requirements: AdvanceRequirements;
  orders: readonly AdvanceOrder[];
  onDone: () => void;
}

/**
 * A new advance on an approved order; the server's refusal shows as text with the input kept; one save per attempt;
 * leaving unsaved asks first.
 */
export function AdvanceForm({ requirements, orders, onDone }: Props) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      transactionId: '',
      dat: requirements.dat,
      ...EMPTY_ADVANCE_MONEY,
    },
  });
  const save = useSaveAdvance();
  const { send, refusal, leaveQuestion } = useSaveAndClose(form, {
    write: (advance: AdvanceInput, idempotencyKey) => save.mutateAsync({ advance, tracheck: 1, idempotencyKey }),
    toast: (seq) => `Advance ${seq} saved.`,
    onDone,
  });
  const approved = orders.filter((order) => order.pos !== 1);

  return (
    <MoneyFormFrame
      title="New supplier advance"
      maxWidth="48rem"
      onSubmit={form.handleSubmit((values) =>
        send(values, {
          ...values,
          tratype: 'PUR_VOU',
          transactionId: Number(values.transactionId),
          amt: fromPaise(toPaise(values.amt)),
        }),
      )}
      failure={refusal}
      intro={<>The server gives the number as it saves; the next free one is {requirements.voucher}.</>}
      saving={save.isPending || form.formState.isSubmitting}
      saveLabel="Save"
      onBack={onDone}
      leaveQuestion={leaveQuestion}
    >
      <Field
        form={form}
        name="transactionId"
        id="advance-order"
        label="Order"
        options={approved.map((order) => ({
          value: String(order.recordId),
          label: `${order.seq} — ${order.vendorname}, ${formatMoney(toPaise(order.totalAmt))} (paid ${formatMoney(toPaise(order.advances))})`,
        }))}
      />
      <AdvanceMoneyFields
        form={form}
        idPrefix="advance"
        accounts={requirements.accounts}
        modeLabel="Paid by"
        amountType="number"
      >
        <Field form={form} name="dat" id="advance-dat" label="Date" type="date" />
      </AdvanceMoneyFields>
      <BankDetailsField form={form} name="bankdetails" mode="paymentmode" id="advance-bank" />
      <Field form={form} name="remarks" id="advance-remarks" label="Remarks" />
    </MoneyFormFrame>
  );
}
