import Form from 'react-bootstrap/Form';

interface Props {
  idPrefix: string;
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
}

/** The list's period, kept in the URL by the screen. */
export function PeriodBar({ idPrefix, from, to, onPeriod }: Props) {
  return (
    <div className="list-toolbar">
      <Form.Group controlId={`${idPrefix}-from`}>
        <Form.Label>From</Form.Label>
        <Form.Control type="date" value={from} max={to} onChange={(event) => event.target.value && onPeriod(event.target.value, to)} />
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-to`}>
        <Form.Label>To</Form.Label>
        <Form.Control type="date" value={to} min={from} onChange={(event) => event.target.value && onPeriod(from, event.target.value)} />
      </Form.Group>
    </div>
  );
}
