import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { SettleMode } from '../domain/bill-types';
import type { BillingRequirements } from '../domain/master-types';
import type { SettleValues } from './settle-values';

interface Props {
  form: UseFormReturn<SettleValues>;
  /** The payment in the form: the single one, or a row of a split tender. */
  name: 'single' | `rows.${number}`;
  mode: SettleMode;
  /** Ids and labels of this row's fields start with it ('settle' or 'settle-2'), and labels end with `suffix`. */
  idPrefix: string;
  suffix?: string;
  requirements: Pick<BillingRequirements, 'customers' | 'rooms'>;
}

const money = (rupees: number) => formatMoney(toPaise(rupees));

/**
 * What a payment mode needs beyond its amount: cash handed over, a card or UPI reference, the credit customer, the
 * room.
 */
export function TenderDetails({ form, name, mode, idPrefix, suffix = '', requirements }: Props) {
  const customer = useWatch({ control: form.control, name: `${name}.customer` });
  if (mode === 'CASH')
    return (
      <Field
        form={form}
        name={`${name}.tendered`}
        id={`${idPrefix}-tendered`}
        label={`Cash handed over (₹)${suffix}`}
        type="money"
        className=""
      />
    );
  if (mode === 'CARD' || mode === 'UPI')
    return (
      <Field
        form={form}
        name={`${name}.reference`}
        id={`${idPrefix}-reference`}
        label={`${mode === 'CARD' ? 'Card slip reference' : 'UPI reference'}${suffix}`}
        maxLength={40}
        className=""
      />
    );
  if (mode === 'CREDIT') {
    const chosen = requirements.customers.find((row) => row.code === customer);
    return (
      <Field
        form={form}
        name={`${name}.customer`}
        id={`${idPrefix}-customer`}
        label={`Customer${suffix}`}
        options={requirements.customers.map((row) => ({ value: row.code, label: `${row.name} (${row.mobile})` }))}
        help={chosen && `Credit limit ${money(chosen.creditLimit)}, outstanding ${money(chosen.outstanding)}`}
        className=""
      />
    );
  }
  return (
    <Field
      form={form}
      name={`${name}.room`}
      id={`${idPrefix}-room`}
      label={`Room${suffix}`}
      options={requirements.rooms.map((room) => ({ value: room.code, label: room.name }))}
      className=""
    />
  );
}
