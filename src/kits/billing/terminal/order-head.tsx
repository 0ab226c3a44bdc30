import Form from 'react-bootstrap/Form';
import type { NamedCode } from '../domain/master-types';

interface Props {
  waiters: readonly NamedCode[];
  waiter: string;
  onWaiter: (code: string) => void;
  covers: string;
  onCovers: (text: string) => void;
  disabled: boolean;
  /** A delivery's pseudo table: no waiter needed. */
  optional?: boolean;
}

/** Who serves the table and for how many guests (defaults: the running table's, else the table's usual waiter). */
export function OrderHead({ waiters, waiter, onWaiter, covers, onCovers, disabled, optional = false }: Props) {
  return (
    <div className="d-flex flex-wrap gap-3 mb-2">
      <Form.Group controlId="order-waiter" style={{ minWidth: '12rem', maxWidth: '100%' }}>
        <Form.Label>Waiter</Form.Label>
        <Form.Select value={waiter} disabled={disabled} onChange={(event) => onWaiter(event.target.value)}>
          <option value="">{optional ? 'No waiter' : 'Choose…'}</option>
          {waiters.map((row) => (
            <option key={row.code} value={row.code}>
              {row.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="order-covers" style={{ width: '7rem' }}>
        <Form.Label>Covers</Form.Label>
        <Form.Control
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          step={1}
          value={covers}
          disabled={disabled}
          onChange={(event) => onCovers(event.target.value)}
        />
      </Form.Group>
    </div>
  );
}
