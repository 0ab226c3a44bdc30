import Form from 'react-bootstrap/Form';

interface Props {
  /** The boxes' ids are `${idPrefix}-from` and `${idPrefix}-to`. */
  idPrefix: string;
  /** The first box's label ('From' unless given). */
  fromLabel?: string;
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
}

/**
 * A period's two date boxes, for a list whose period lives in the URL or the screen: the boxes show it, and an
 * emptied box keeps its date (the change is not passed on).
 */
export function PeriodFields({ idPrefix, fromLabel = 'From', from, to, onPeriod }: Props) {
  return (
    <>
      <Form.Group controlId={`${idPrefix}-from`}>
        <Form.Label>{fromLabel}</Form.Label>
        <Form.Control
          type="date"
          value={from}
          max={to}
          onChange={(event) => event.target.value && onPeriod(event.target.value, to)}
        />
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-to`}>
        <Form.Label>To</Form.Label>
        <Form.Control
          type="date"
          value={to}
          min={from}
          onChange={(event) => event.target.value && onPeriod(from, event.target.value)}
        />
      </Form.Group>
    </>
  );
}
