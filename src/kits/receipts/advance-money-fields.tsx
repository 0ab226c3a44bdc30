import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/form/field';
import { MONEY_MODE_LABELS, type MoneyAccount } from './money-modes';
import { PaymentModeFields } from './payment-mode-fields';

/** The amount and how it moved, in the wire names of the advances and supplier payments. */
export interface AdvanceMoneyValues {
  amt: string;
  paymentmode: string;
  accountId: string;
}

interface Props<T extends FieldValues & AdvanceMoneyValues> {
  form: UseFormReturn<T>;
  /** The fields' ids are `<idPrefix>-amt`, `<idPrefix>-mode` and `<idPrefix>-account`. */
  idPrefix: string;
  accounts: readonly MoneyAccount[];
  /** The mode's label: "Paid by" (to a supplier) or "Received by" (from a customer). */
  modeLabel: string;
  /** The amount in a number box to the paisa; else rupees typed as text. */
  amountType?: 'number' | 'money';
  whenModeChanges?: 'first' | 'clear';
  /** Fields on the amount's line, before it (the party, the date). */
  children?: ReactNode;
}

// The wire's own names, which every form using these fields shares.
const AMOUNT = 'amt';
const MODE = 'paymentmode';
const ACCOUNT = 'accountId';

/** An advance's or payment's line of money: the amount, the mode and the account of that mode. */
export function AdvanceMoneyFields<T extends FieldValues & AdvanceMoneyValues>(props: Props<T>) {
  const { form, idPrefix, amountType = 'money' } = props;
  return (
    <div className="voucher-header">
      {props.children}
      <Field
        form={form}
        name={AMOUNT as Path<T>}
        id={`${idPrefix}-amt`}
        label="Amount"
        type={amountType}
        step={amountType === 'number' ? '0.01' : undefined}
      />
      <PaymentModeFields
        form={form}
        mode={MODE as Path<T>}
        account={ACCOUNT as Path<T>}
        idPrefix={idPrefix}
        labels={{ mode: props.modeLabel, account: 'Account' }}
        modeLabels={MONEY_MODE_LABELS}
        accounts={props.accounts}
        whenModeChanges={props.whenModeChanges}
      />
    </div>
  );
}
