import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { OpenStay } from '../domain/shared-endpoints';

interface Props {
  stays: readonly OpenStay[];
  value: string; // stayNo
  onChange: (stayNo: string | null) => void;
  /** Which stays may be chosen (e.g. in house only for posting a charge); the rest are not listed. */
  filter?: (stay: OpenStay) => boolean;
  label?: string;
}

/** A labelled choice of an occupied room: "101 — Ramesh Agarwal (CHK26-11/0001)", ordered by room number. */
export function StayPicker({ stays, value, onChange, filter, label = 'Occupied room' }: Props) {
  const id = useId();
  const shown = stays
    .filter((stay) => !filter || filter(stay))
    .sort((a, b) => a.room.localeCompare(b.room, undefined, { numeric: true }));
  return (
    <Form.Group className="mb-3" style={{ maxWidth: '28rem' }}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Select id={id} value={value} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">Choose a room…</option>
        {shown.map((stay) => (
          <option key={stay.stayNo} value={stay.stayNo}>
            {`${stay.room} — ${stay.guestName} (${stay.stayNo})${stay.status === 'CHECKOUT_PENDING' ? ', check-out in progress' : ''}`}
          </option>
        ))}
      </Form.Select>
      {shown.length === 0 && <Form.Text>No room is occupied now.</Form.Text>}
    </Form.Group>
  );
}
