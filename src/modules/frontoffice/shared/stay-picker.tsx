import { useId } from 'react';
import { Field } from '../../../components/form/field';
import type { OpenStay } from '../domain/shared-endpoints';
import { useHeldForm } from './use-held-form';

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
  const picker = useHeldForm({ stayNo: value });
  const shown = stays
    .filter((stay) => !filter || filter(stay))
    .sort((a, b) => a.room.localeCompare(b.room, undefined, { numeric: true }));
  return (
    <div style={{ maxWidth: '28rem' }}>
      <Field
        form={picker.form}
        name="stayNo"
        id={id}
        label={label}
        options={shown.map((stay) => ({
          value: stay.stayNo,
          label: `${stay.room} — ${stay.guestName} (${stay.stayNo})${stay.status === 'CHECKOUT_PENDING' ? ', check-out in progress' : ''}`,
        }))}
        choose="Choose a room…"
        help={shown.length === 0 ? 'No room is occupied now.' : undefined}
        onChange={picker.handTo('stayNo', (stayNo) => onChange(stayNo || null))}
      />
    </div>
  );
}
