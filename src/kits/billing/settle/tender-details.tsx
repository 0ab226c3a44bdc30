import Form from 'react-bootstrap/Form';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { BillingRequirements } from '../domain/master-types';
import type { TenderRow } from './tender-form';

interface Props {
  row: TenderRow;
  /** Ids and labels of this row's fields start with it ('settle' or 'settle-2'), and labels end with `suffix`. */
  idPrefix: string;
  suffix?: string;
  requirements: Pick<BillingRequirements, 'customers' | 'rooms'>;
  onChange: (row: TenderRow) => void;
}

const money = (rupees: number) => formatMoney(toPaise(rupees));

/**
 * What a payment mode needs beyond its amount: cash handed over, a card or UPI reference, the credit customer, the
 * room.
 */
export function TenderDetails({ row, idPrefix, suffix = '', requirements, onChange }: Props) {
  const set = (change: Partial<TenderRow>) => onChange({ ...row, ...change });
  if (row.mode === 'CASH') {
    return (
      <Form.Group controlId={`${idPrefix}-tendered`}>
        <Form.Label>Cash handed over (₹){suffix}</Form.Label>
        <Form.Control
          inputMode="decimal"
          value={row.tendered}
          onChange={(event) => set({ tendered: event.target.value })}
        />
      </Form.Group>
    );
  }
  if (row.mode === 'CARD' || row.mode === 'UPI') {
    return (
      <Form.Group controlId={`${idPrefix}-reference`}>
        <Form.Label>
          {row.mode === 'CARD' ? 'Card slip reference' : 'UPI reference'}
          {suffix}
        </Form.Label>
        <Form.Control
          value={row.reference}
          maxLength={40}
          onChange={(event) => set({ reference: event.target.value })}
        />
      </Form.Group>
    );
  }
  if (row.mode === 'CREDIT') {
    const chosen = requirements.customers.find((customer) => customer.code === row.customer);
    return (
      <Form.Group controlId={`${idPrefix}-customer`}>
        <Form.Label>Customer{suffix}</Form.Label>
        <Form.Select
          value={row.customer}
          onChange={(event) => set({ customer: event.target.value })}
          aria-describedby={chosen ? `${idPrefix}-customer-limit` : undefined}
        >
          <option value="">Choose…</option>
          {requirements.customers.map((customer) => (
            <option key={customer.code} value={customer.code}>
              {customer.name} ({customer.mobile})
            </option>
          ))}
        </Form.Select>
        {chosen && (
          <Form.Text id={`${idPrefix}-customer-limit`}>
            Credit limit {money(chosen.creditLimit)}, outstanding {money(chosen.outstanding)}
          </Form.Text>
        )}
      </Form.Group>
    );
  }
  return (
    <Form.Group controlId={`${idPrefix}-room`}>
      <Form.Label>Room{suffix}</Form.Label>
      <Form.Select value={row.room} onChange={(event) => set({ room: event.target.value })}>
        <option value="">Choose…</option>
        {requirements.rooms.map((room) => (
          <option key={room.code} value={room.code}>
            {room.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
