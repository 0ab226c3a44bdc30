import Form from 'react-bootstrap/Form';
import type { DeskPerson } from '../../domain/desk-records';

const GROUPS: Record<DeskPerson['kind'], string> = { STAFF: 'Staff', STUDENT: 'Pupils', PARENT: 'Parents' };

interface Props {
  id: string;
  label: string;
  people: readonly DeskPerson[];
  kinds: ReadonlyArray<DeskPerson['kind']>;
  value: string;
  onChange: (key: string) => void;
  error?: string;
  /** What the empty choice says. */
  placeholder?: string;
}

/** A labelled choice of the school's people, grouped (staff, pupils, parents), with its problem beside it. */
export function PersonSelect({ id, label, people, kinds, value, onChange, error, placeholder = 'Choose…' }: Props) {
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Select
        id={id}
        value={value}
        isInvalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {kinds.map((kind) => (
          <optgroup key={kind} label={GROUPS[kind]}>
            {people
              .filter((one) => one.kind === kind)
              .map((one) => (
                <option key={one.key} value={one.key}>
                  {one.name}
                </option>
              ))}
          </optgroup>
        ))}
      </Form.Select>
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
