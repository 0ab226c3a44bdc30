import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { OutstandingBill } from './domain/receipt-types';
import type { ReceiptValues } from './receipt-form-values';

interface Props {
  form: UseFormReturn<ReceiptValues>;
  bills: readonly OutstandingBill[];
  /** The user typed an amount on a bill: the oldest-first allocation no longer follows the figures. */
  onTyped: () => void;
  onOldestFirst: () => void;
}

/**
 * The customer's pending bills, oldest first, with what the receipt settles on each (filled oldest first, each
 * editable).
 */
export function ReceiptBills({ form, bills, onTyped, onOldestFirst }: Props) {
  const errors = form.formState.errors.shares;
  const total = errors?.root?.message ?? errors?.message;
  if (bills.length === 0) return <p>This customer has no bill pending.</p>;
  return (
    <div className="table-responsive list-cards mb-3">
      <table className="table table-sm align-middle">
        <caption>
          Pending bills, oldest first. The amount settled fills the oldest bills first; change any bill’s amount, or{' '}
          <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onOldestFirst}>
            allocate oldest first
          </Button>{' '}
          again.
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
              Settle
            </th>
          </tr>
        </thead>
        <tbody>
          {bills.map((bill, index) => {
            const message = errors?.[index]?.message;
            return (
              <tr key={bill.billId}>
                <th scope="row" data-label="Bill">
                  {bill.billId}
                  {bill.descriptio && <div className="small text-muted fw-normal">{bill.descriptio}</div>}
                </th>
                <td data-label="Date">{formatDate(bill.dat)}</td>
                <td data-label="Bill amount" className="text-end">
                  {formatMoney(toPaise(bill.billAmt))}
                </td>
                <td data-label="Pending" className="text-end">
                  {formatMoney(toPaise(bill.pending))}
                </td>
                <td data-label="Settle" className="text-end">
                  <Form.Control
                    size="sm"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={`Settle on ${bill.billId}`}
                    aria-describedby={message ? `share-${index}-error` : undefined}
                    isInvalid={!!message}
                    {...form.register(`shares.${index}`, { onChange: onTyped })}
                  />
                  <Form.Control.Feedback type="invalid" id={`share-${index}-error`}>
                    {message}
                  </Form.Control.Feedback>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {total && (
        <div className="invalid-feedback d-block" role="alert">
          {total}
        </div>
      )}
    </div>
  );
}
