import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { PaymentValues } from './payment-form-values';
import type { PendingBillRow } from './payment-types';

interface Props {
  form: UseFormReturn<PaymentValues>;
  bills: readonly PendingBillRow[];
  /** What the oldest-first allocation would pay on each bill (paise), shown when no amount is typed. */
  preview: ReadonlyMap<string, number>;
}

/** The supplier's pending bills, oldest first, with what each takes of the payment: typed, or oldest first. */
export function PaymentBills({ form, bills, preview }: Props) {
  const error = form.formState.errors.shares?.root?.message ?? form.formState.errors.shares?.message;
  if (bills.length === 0) return <p>This supplier has no pending bills.</p>;
  return (
    <div className="table-responsive list-cards mb-3">
      <table className="table table-sm align-middle">
        <caption>
          Pending bills, oldest first. Leave the amounts empty to pay the oldest first, or type what each bill takes.
        </caption>
        <thead>
          <tr>
            <th scope="col">Bill</th>
            <th scope="col">Date</th>
            <th scope="col" className="text-end">
              Bill amount
            </th>
            <th scope="col" className="text-end">
              Pending
            </th>
            <th scope="col" className="text-end">
              Pay
            </th>
          </tr>
        </thead>
        <tbody>
          {bills.map((bill, index) => (
            <tr key={bill.billId}>
              <th scope="row" data-label="Bill">
                {bill.billId}
              </th>
              <td data-label="Date">{formatDate(bill.dat)}</td>
              <td data-label="Bill amount" className="text-end">
                {formatMoney(toPaise(bill.billAmt))}
              </td>
              <td data-label="Pending" className="text-end">
                {formatMoney(toPaise(bill.pending))}
              </td>
              <td data-label="Pay" className="text-end">
                <Form.Control
                  size="sm"
                  type="number"
                  step="0.01"
                  inputMode="decimal"
                  aria-label={`Pay on ${bill.billId}`}
                  placeholder={preview.has(bill.billId) ? formatMoney(preview.get(bill.billId)!) : ''}
                  isInvalid={!!form.formState.errors.shares?.[index]}
                  {...form.register(`shares.${index}`)}
                />
                <Form.Control.Feedback type="invalid">
                  {form.formState.errors.shares?.[index]?.message}
                </Form.Control.Feedback>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <div className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
