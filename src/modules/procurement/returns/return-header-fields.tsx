import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { formatDate } from '../../../lib/format/date-format';
import type { ReceiptHeader } from '../../../kits/inward/receipt-types';
import type { ReturnFormValues } from './return-form-values';

/**
 * Date, supplier (those with goods receipts) and the supplier's goods receipt; choosing another supplier clears the
 * receipt.
 */
export function ReturnHeaderFields({
  form,
  receipts,
}: {
  form: UseFormReturn<ReturnFormValues>;
  receipts: readonly ReceiptHeader[];
}) {
  const vendorid = useWatch({ control: form.control, name: 'vendorid' });
  const suppliers = useMemo(
    () =>
      [...new Map(receipts.map((row) => [row.vendorid, row.vendorname])).entries()].sort((a, b) =>
        a[1].localeCompare(b[1]),
      ),
    [receipts],
  );
  const own = receipts.filter((row) => row.vendorid === vendorid);
  return (
    <div className="voucher-header">
      <Field form={form} name="dat" id="return-dat" label="Date" type="date" />
      <Field
        form={form}
        name="vendorid"
        id="return-vendorid"
        label="Supplier"
        options={suppliers.map(([code, name]) => ({ value: code, label: `${name} (${code})` }))}
        onChange={() => form.setValue('refMir', '')}
      />
      <Field
        form={form}
        name="refMir"
        id="return-refMir"
        label="Goods receipt"
        options={own.map((row) => ({
          value: String(row.recordId),
          label: `${row.seq} · ${formatDate(row.dat)} · invoice ${row.invoiceno}`,
        }))}
        choose={vendorid ? 'Choose…' : 'Choose the supplier first'}
        disabled={!vendorid}
      />
    </div>
  );
}
