import Form from 'react-bootstrap/Form';
import type { ListPeriod } from '../use-resource';

interface Props {
  idPrefix: string;
  period: ListPeriod;
  onChange: (period: ListPeriod) => void;
}

/** From and To of a list read by period; a cleared box keeps the last date. */
export function ListPeriodFields({ idPrefix, period, onChange }: Props) {
  return (
    <>
      <Form.Group controlId={`${idPrefix}-from`}>
        <Form.Label>From</Form.Label>
        <Form.Control
          type="date"
          value={period.from}
          max={period.to}
          onChange={(event) => event.target.value && onChange({ ...period, from: event.target.value })}
        />
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-to`}>
        <Form.Label>To</Form.Label>
        <Form.Control
          type="date"
          value={period.to}
          min={period.from}
          onChange={(event) => event.target.value && onChange({ ...period, to: event.target.value })}
        />
      </Form.Group>
    </>
  );
}
