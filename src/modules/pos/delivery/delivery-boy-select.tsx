import Form from 'react-bootstrap/Form';
import type { DeliveryOrder } from '../../../kits/billing/domain/delivery-types';
import type { DeliveryBoy } from './delivery-api';

/** The delivery boy of an open order, chosen among the boys of its outlet (and the one it has). */
export function BoySelect({
  order,
  boys,
  disabled,
  onPick,
}: {
  order: DeliveryOrder;
  boys: readonly DeliveryBoy[];
  disabled: boolean;
  onPick: (code: string) => void;
}) {
  const mine = boys.filter((boy) => !boy.outlet || boy.outlet === order.outlet || boy.code === order.deliveryBoy);
  return (
    <Form.Select
      size="sm"
      aria-label={`Delivery boy for ${order.seq}`}
      value={order.deliveryBoy}
      disabled={disabled}
      onChange={(event) => onPick(event.target.value)}
    >
      <option value="">Not assigned</option>
      {mine.map((boy) => (
        <option key={boy.code} value={boy.code}>
          {boy.name} ({boy.mobile})
        </option>
      ))}
    </Form.Select>
  );
}
