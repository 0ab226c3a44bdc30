import Form from 'react-bootstrap/Form';
import type { OrderHead } from '../../../kits/billing/domain/order-types';
import { ORDER_TYPES } from '../domain/takeaway-book';
import { CustomerFields } from './customer-fields';

/** The order's head: take-away or delivery, the customer by phone, and for a delivery the address it goes to. */
export function OrderHeadFields({
  head,
  onHead,
  disabled,
}: {
  head: OrderHead;
  onHead: (head: OrderHead) => void;
  disabled: boolean;
}) {
  return (
    <div className="mb-2">
      <fieldset className="mb-2">
        <legend className="h6 mb-1">Order type</legend>
        <div className="d-flex flex-wrap gap-3">
          {ORDER_TYPES.map((type) => (
            <Form.Check
              key={type.value}
              type="radio"
              inline
              id={`order-type-${type.value}`}
              name="order-type"
              label={type.label}
              checked={head.orderType === type.value}
              disabled={disabled}
              onChange={() => onHead({ ...head, orderType: type.value })}
            />
          ))}
        </div>
      </fieldset>
      <CustomerFields head={head} onHead={onHead} disabled={disabled} />
      {head.orderType === 'DELIVERY' && (
        <Form.Group controlId="order-address" className="mb-2">
          <Form.Label>Deliver to</Form.Label>
          <Form.Control
            value={head.address}
            maxLength={250}
            disabled={disabled}
            onChange={(event) => onHead({ ...head, address: event.target.value })}
          />
        </Form.Group>
      )}
    </div>
  );
}
