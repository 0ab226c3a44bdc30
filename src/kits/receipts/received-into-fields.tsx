import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/form/field';
import type { MoneyAccount, MoneyMode } from './money-modes';
import { PaymentModeFields } from './payment-mode-fields';

/** What a counter receipt form names how the money came in. */
export interface ReceivedIntoValues {
  mode: string;
  account: string;
  reference: string;
}

interface Props<T extends FieldValues & ReceivedIntoValues> {
  form: UseFormReturn<T>;
  /** The fields' ids are `<idPrefix>-mode`, `<idPrefix>-account` and `<idPrefix>-reference`. */
  idPrefix: string;
  modeLabels: Readonly<Record<MoneyMode, string>>;
  accounts: readonly MoneyAccount[];
  /** Fields on the mode's line, before it (the amount received). */
  children?: ReactNode;
}

// The form's own names: every receipt form using these fields calls them so.
const MODE = 'mode';
const ACCOUNT = 'account';
const REFERENCE = 'reference';

/**
 * How a receipt was received: the mode, always one, and the account it went into (the mode's first unless the user
 * picks another), then the cheque, transfer or UPI reference.
 */
export function ReceivedIntoFields<T extends FieldValues & ReceivedIntoValues>(props: Props<T>) {
  const { form, idPrefix } = props;
  return (
    <>
      <div className="d-flex flex-wrap gap-3">
        {props.children}
        <PaymentModeFields
          form={form}
          mode={MODE as Path<T>}
          account={ACCOUNT as Path<T>}
          idPrefix={idPrefix}
          labels={{ mode: 'Received by', account: 'Into account' }}
          modeLabels={props.modeLabels}
          accounts={props.accounts}
          choose={null}
          whenModeChanges="first"
        />
      </div>
      <Field
        form={form}
        name={REFERENCE as Path<T>}
        id={`${idPrefix}-reference`}
        label="Cheque, transfer or UPI reference"
      />
    </>
  );
}
