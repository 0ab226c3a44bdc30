import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { formatDate } from '../../../lib/format/date-format';
import type { ReceiptHeader } from '../../../kits/inward/receipt-types';
import type { ReturnFormValues } from './return-form-values';

type Field = 'dat' | 'vendorid' | 'refMir';

function Feedback({ id, error }: { id: string; error: FieldError | undefined }) {
  return error ? (
    <Form.Control.Feedback id={`${id}-error`} type="invalid" className="d-block">
      {error.message}
    </Form.Control.Feedback>
  ) : null;
}

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
  const { errors } = form.formState;
  const vendorid = useWatch({ control: form.control, name: 'vendorid' });
  const suppliers = useMemo(
    () =>
      [...new Map(receipts.map((row) => [row.vendorid, row.vendorname])).entries()].sort((a, b) =>
        a[1].localeCompare(b[1]),
      ),
    [receipts],
  );
  const own = receipts.filter((row) => row.vendorid === vendorid);
  const invalid = (name: Field) => ({
    isInvalid: !!errors[name],
    'aria-errormessage': errors[name] ? `return-${name}-error` : undefined,
  });
  const vendor = form.register('vendorid');
  return (
    <div className="voucher-header">
      <Form.Group className="mb-3" controlId="return-dat">
        <Form.Label>Date</Form.Label>
        <Form.Control type="date" {...form.register('dat')} {...invalid('dat')} />
        <Feedback id="return-dat" error={errors.dat} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="return-vendorid">
        <Form.Label>Supplier</Form.Label>
        <Form.Select
          {...vendor}
          {...invalid('vendorid')}
          onChange={(event) => {
            void vendor.onChange(event);
            form.setValue('refMir', '');
          }}
        >
          <option value="">Choose…</option>
          {suppliers.map(([code, name]) => (
            <option key={code} value={code}>{`${name} (${code})`}</option>
          ))}
        </Form.Select>
        <Feedback id="return-vendorid" error={errors.vendorid} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="return-refMir">
        <Form.Label>Goods receipt</Form.Label>
        <Form.Select {...form.register('refMir')} {...invalid('refMir')} disabled={!vendorid}>
          <option value="">{vendorid ? 'Choose…' : 'Choose the supplier first'}</option>
          {own.map((row) => (
            <option
              key={String(row.recordId)}
              value={String(row.recordId)}
            >{`${row.seq} · ${formatDate(row.dat)} · invoice ${row.invoiceno}`}</option>
          ))}
        </Form.Select>
        <Feedback id="return-refMir" error={errors.refMir} />
      </Form.Group>
    </div>
  );
}
