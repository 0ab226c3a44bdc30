import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { describedBy } from '../../../components/form/field-frame';
import { formatDate } from '../../../lib/format/date-format';
import { formatMoney } from '../../../lib/money/money-format';
import { sharesShown, type ReceiptValues } from './company-receipt-values';
import type { PendingBill } from './domain/company-allocation';

/**
 * What each pending bill of the company receives, oldest first: shared as the amount is typed until one is typed by
 * hand (then kept as typed until shared oldest first again); each problem beside its bill.
 */
export function CompanyReceiptShares({
  form,
  pending,
}: {
  form: UseFormReturn<ReceiptValues>;
  pending: readonly PendingBill[];
}) {
  const amount = useWatch({ control: form.control, name: 'amount' });
  const errors = form.formState.errors.shares;
  return (
    <Controller
      control={form.control}
      name="shares"
      render={({ field }) => {
        const shown = sharesShown({ amount, shares: field.value }, pending);
        return (
          <fieldset className="mb-3">
            <legend className="h6">Pending bills, oldest first</legend>
            {pending.map((bill, index) => {
              const id = `share-${bill.billNo}`;
              const error = errors?.[index]?.message;
              return (
                <Form.Group key={bill.billNo} className="row g-2 align-items-center mb-1" controlId={id}>
                  <Form.Label column xs={7} md={5}>{`Receive on ${bill.billNo}`}</Form.Label>
                  <div className="col-5 col-md-3">
                    <Form.Control
                      inputMode="decimal"
                      autoComplete="off"
                      value={shown[index]}
                      isInvalid={!!error}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy(id, error)}
                      onChange={(event) =>
                        field.onChange(shown.map((share, at) => (at === index ? event.target.value : share)))
                      }
                      onBlur={field.onBlur}
                    />
                    {error && (
                      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                        {error}
                      </Form.Control.Feedback>
                    )}
                  </div>
                  <Form.Text className="col-12 col-md-4 mt-0">{`${formatDate(bill.dat)}, pending ${formatMoney(bill.pending)}`}</Form.Text>
                </Form.Group>
              );
            })}
            {field.value && (
              <Button variant="link" className="px-0" onClick={() => field.onChange(null)}>
                Allocate oldest first
              </Button>
            )}
          </fieldset>
        );
      }}
    />
  );
}
