import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { describedBy, FieldFrame } from '../../../components/form/field-frame';
import { RefusalAlert } from '../../../components/form/form-actions';
import { RadioChoices } from '../../../components/form/radio-choices';
import { ApiError } from '../../../lib/api/api-error';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { checkoutSchema } from './checkout-form-values';
import { EMPTY_DETAILS, type CheckoutDetails } from './checkout-rules';
import { placeOrder } from './store-api';
import type { BasketLine, ShopOrder, StoreQuote } from '../../../kits/storefront/store-types';

interface Props {
  shop: number;
  outlet: string;
  lines: readonly BasketLine[];
  quote: StoreQuote | undefined;
  onPlaced: (order: ShopOrder) => void;
}

/**
 * The customer's details and payment, then Place the order: once (a double click places once; the order's id,
 * made here, stays the same while the basket does, so a retry after a lost answer is the same order). A refusal
 * shows the store's words and keeps everything typed.
 */
export function CheckoutForm({ shop, outlet, lines, quote, onPlaced }: Props) {
  const form = useForm<CheckoutDetails>({ resolver: zodResolver(checkoutSchema), defaultValues: EMPTY_DETAILS });
  const { submit, saving, failure } = useOneSubmit();
  const ready = quote?.result === 'OK';
  const signature = `${JSON.stringify(lines)}|${quote?.total ?? ''}`;
  // A new order id for a new basket or total; the same one for every attempt at this one.
  const [made, setMade] = useState(() => ({ signature, orderId: crypto.randomUUID() }));
  if (made.signature !== signature) setMade({ signature, orderId: crypto.randomUUID() });
  const { orderId } = made;
  const payment = useWatch({ control: form.control, name: 'payment' });
  const addressError = form.formState.errors.address?.message;

  const place = form.handleSubmit((details) => {
    if (!ready) return;
    return submit(async () => {
      const answer = await placeOrder(shop, {
        orderId,
        outlet,
        lines: [...lines],
        customerName: details.customerName.trim(),
        phone: details.phone,
        address: details.address.trim(),
        notes: details.notes.trim(),
        payment: details.payment,
        prepaidMode: details.payment === 'PREPAID' ? details.prepaidMode : '',
        payReference: details.payment === 'PREPAID' ? details.payReference.trim() : '',
        expectedTotal: quote.total,
      });
      if (answer.result !== 'OK' || !answer.order)
        throw new ApiError(422, answer.result || 'The store did not take the order.');
      onPlaced(answer.order);
    });
  });

  return (
    <Form noValidate onSubmit={(event) => void place(event)} aria-labelledby="checkout-title">
      <h2 id="checkout-title" className="h5">
        Delivery and payment
      </h2>
      <RefusalAlert text={failure} />
      <div className="row g-3">
        <Field
          form={form}
          name="customerName"
          id="checkout-customerName"
          label="Your name"
          maxLength={60}
          autoComplete="name"
          className="col-md-6"
        />
        <Field
          form={form}
          name="phone"
          id="checkout-phone"
          label="Phone"
          type="tel"
          maxLength={14}
          autoComplete="tel"
          className="col-md-6"
        />
        <FieldFrame id="checkout-address" label="Delivery address" error={addressError} className="col-12">
          <Form.Control
            as="textarea"
            id="checkout-address"
            rows={2}
            maxLength={200}
            autoComplete="street-address"
            isInvalid={!!addressError}
            aria-invalid={addressError ? true : undefined}
            aria-describedby={describedBy('checkout-address', addressError)}
            {...form.register('address')}
          />
        </FieldFrame>
        <Field
          form={form}
          name="notes"
          id="checkout-notes"
          label="Note for the store (optional)"
          maxLength={200}
          className="col-12"
        />
        <RadioChoices
          form={form}
          name="payment"
          legend="Payment"
          className="col-12"
          choices={[
            { value: 'COD', id: 'checkout-cod', label: 'Cash on delivery' },
            { value: 'PREPAID', id: 'checkout-prepaid', label: 'Pay now by UPI or card' },
          ]}
        />
        {payment === 'PREPAID' && (
          <>
            <p className="col-12 mb-0">
              Pay {ready ? formatMoneyWithSign(toPaise(quote.total)) : 'the total'} with your UPI app or card, then
              enter the payment's reference here.
            </p>
            <Field
              form={form}
              name="prepaidMode"
              id="checkout-prepaidMode"
              label="Paid by"
              options={[
                { value: 'UPI', label: 'UPI' },
                { value: 'CARD', label: 'Card' },
              ]}
              choose={null}
              className="col-md-4"
            />
            <Field
              form={form}
              name="payReference"
              id="checkout-payReference"
              label="Payment reference"
              maxLength={40}
              className="col-md-8"
            />
          </>
        )}
      </div>
      <Button type="submit" className="mt-3" disabled={saving || !ready}>
        Place the order{ready ? ` for ${formatMoneyWithSign(toPaise(quote.total))}` : ''}
      </Button>
    </Form>
  );
}
