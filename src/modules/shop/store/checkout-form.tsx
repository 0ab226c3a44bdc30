import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ApiError } from '../../../lib/api/api-error';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { checkoutProblems, EMPTY_DETAILS, type CheckoutDetails, type CheckoutProblems } from './checkout-rules';
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
  const [details, setDetails] = useState<CheckoutDetails>(EMPTY_DETAILS);
  const [problems, setProblems] = useState<CheckoutProblems>({});
  const { submit, saving, failure } = useOneSubmit();
  const ready = quote?.result === 'OK';
  const signature = `${JSON.stringify(lines)}|${quote?.total ?? ''}`;
  // A new order id for a new basket or total; the same one for every attempt at this one.
  const [made, setMade] = useState(() => ({ signature, orderId: crypto.randomUUID() }));
  if (made.signature !== signature) setMade({ signature, orderId: crypto.randomUUID() });
  const { orderId } = made;

  const set = <K extends keyof CheckoutDetails>(name: K, value: CheckoutDetails[K]) =>
    setDetails((previous) => ({ ...previous, [name]: value }));
  const place = (event: FormEvent) => {
    event.preventDefault();
    const found = checkoutProblems(details);
    setProblems(found);
    if (Object.keys(found).length > 0 || !ready) return;
    void submit(async () => {
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
  };
  const field = (name: keyof CheckoutDetails) => ({
    isInvalid: Boolean(problems[name]),
    'aria-describedby': problems[name] ? `checkout-${name}-problem` : undefined,
  });
  const problem = (name: keyof CheckoutDetails) =>
    problems[name] && (
      <Form.Control.Feedback id={`checkout-${name}-problem`} type="invalid">
        {problems[name]}
      </Form.Control.Feedback>
    );

  return (
    <Form noValidate onSubmit={place} aria-labelledby="checkout-title">
      <h2 id="checkout-title" className="h5">
        Delivery and payment
      </h2>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <div className="row g-3">
        <Form.Group controlId="checkout-customerName" className="col-md-6">
          <Form.Label>Your name</Form.Label>
          <Form.Control
            value={details.customerName}
            maxLength={60}
            autoComplete="name"
            onChange={(event) => set('customerName', event.target.value)}
            {...field('customerName')}
          />
          {problem('customerName')}
        </Form.Group>
        <Form.Group controlId="checkout-phone" className="col-md-6">
          <Form.Label>Phone</Form.Label>
          <Form.Control
            type="tel"
            value={details.phone}
            maxLength={14}
            autoComplete="tel"
            onChange={(event) => set('phone', event.target.value)}
            {...field('phone')}
          />
          {problem('phone')}
        </Form.Group>
        <Form.Group controlId="checkout-address" className="col-12">
          <Form.Label>Delivery address</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={details.address}
            maxLength={200}
            autoComplete="street-address"
            onChange={(event) => set('address', event.target.value)}
            {...field('address')}
          />
          {problem('address')}
        </Form.Group>
        <Form.Group controlId="checkout-notes" className="col-12">
          <Form.Label>Note for the store (optional)</Form.Label>
          <Form.Control
            value={details.notes}
            maxLength={200}
            onChange={(event) => set('notes', event.target.value)}
            {...field('notes')}
          />
          {problem('notes')}
        </Form.Group>
        <fieldset className="col-12">
          <legend className="form-label fs-6">Payment</legend>
          <Form.Check
            type="radio"
            id="checkout-cod"
            name="checkout-payment"
            label="Cash on delivery"
            checked={details.payment === 'COD'}
            onChange={() => set('payment', 'COD')}
          />
          <Form.Check
            type="radio"
            id="checkout-prepaid"
            name="checkout-payment"
            label="Pay now by UPI or card"
            checked={details.payment === 'PREPAID'}
            onChange={() => set('payment', 'PREPAID')}
          />
        </fieldset>
        {details.payment === 'PREPAID' && (
          <>
            <p className="col-12 mb-0">
              Pay {ready ? formatMoneyWithSign(toPaise(quote.total)) : 'the total'} with your UPI app or card, then
              enter the payment's reference here.
            </p>
            <Form.Group controlId="checkout-prepaidMode" className="col-md-4">
              <Form.Label>Paid by</Form.Label>
              <Form.Select
                value={details.prepaidMode}
                onChange={(event) => set('prepaidMode', event.target.value === 'CARD' ? 'CARD' : 'UPI')}
              >
                <option value="UPI">UPI</option>
                <option value="CARD">Card</option>
              </Form.Select>
            </Form.Group>
            <Form.Group controlId="checkout-payReference" className="col-md-8">
              <Form.Label>Payment reference</Form.Label>
              <Form.Control
                value={details.payReference}
                maxLength={40}
                onChange={(event) => set('payReference', event.target.value)}
                {...field('payReference')}
              />
              {problem('payReference')}
            </Form.Group>
          </>
        )}
      </div>
      <Button type="submit" className="mt-3" disabled={saving || !ready}>
        Place the order{ready ? ` for ${formatMoneyWithSign(toPaise(quote.total))}` : ''}
      </Button>
    </Form>
  );
}
