import type { UseFormReturn } from 'react-hook-form';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import type { SaleCustomer, SaleRequirements } from '../domain/sale-requirements';
import { choicesOf } from '../../../../components/form/choices-of';
import { Field } from '../../../../components/form/field';
import type { SaleValues } from './sale-form-values';

interface Props {
  form: UseFormReturn<SaleValues>;
  requirements: SaleRequirements;
  customer: SaleCustomer | undefined;
}

/** What the customer owes and may owe, said beside their name. */
function creditNote(customer: SaleCustomer): string {
  const owes = `Owes ${formatMoney(toPaise(customer.balance))}`;
  const limit =
    customer.creditAmount > 0
      ? `; credit limit ${formatMoney(toPaise(customer.creditAmount))}`
      : '; no credit limit set';
  return `${owes}${limit}${customer.gstin ? `. GSTIN ${customer.gstin}` : '. No GSTIN'}`;
}

/**
 * The invoice's header. Choosing the customer brings their group's sale type and their agent; choosing
 * another store empties the lines' batches (a batch belongs to its store).
 */
export function SaleHeaderFields({ form, requirements, customer }: Props) {
  const chooseCustomer = (code: string) => {
    const chosen = requirements.customers.find((row) => row.code === code);
    form.setValue('agent', chosen?.agent ?? '');
    if (chosen?.saleType && requirements.saltypes.some((type) => type.code === chosen.saleType))
      form.setValue('saleType', chosen.saleType, { shouldValidate: form.formState.isSubmitted });
    const discount = chosen && chosen.discount > 0 ? String(chosen.discount) : '';
    form.setValue(
      'lines',
      form.getValues('lines').map((line) => (line.refSoid === '' ? { ...line, discPer: discount } : line)),
    );
    form.setValue('advance', '');
  };
  const chooseStore = () =>
    form.setValue(
      'lines',
      form.getValues('lines').map((line) => ({ ...line, gin: '' })),
    );
  return (
    <div className="voucher-header">
      <Field
        form={form}
        name="partyId"
        id="sale-customer"
        label="Customer"
        options={choicesOf(requirements.customers)}
        help={customer ? creditNote(customer) : undefined}
        onChange={chooseCustomer}
      />
      <Field form={form} name="saleType" id="sale-type" label="Sale type" options={choicesOf(requirements.saltypes)} />
      <Field
        form={form}
        name="store"
        id="sale-store"
        label="Store"
        options={choicesOf(requirements.stores)}
        onChange={chooseStore}
      />
      <Field
        form={form}
        name="agent"
        id="sale-agent"
        label="Agent"
        choose="No agent"
        options={choicesOf(requirements.agents)}
      />
      <Field
        form={form}
        name="employee"
        id="sale-employee"
        label="Sales person"
        choose="None"
        options={choicesOf(requirements.employees)}
      />
      <Field form={form} name="remarks" id="sale-remarks" label="Remarks" />
    </div>
  );
}
