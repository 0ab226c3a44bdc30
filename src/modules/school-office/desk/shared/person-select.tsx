import Form from 'react-bootstrap/Form';
import { describedBy, FieldFrame } from '../../../../components/form/field-frame';
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

/**
 * A labelled choice of the school's people, grouped (staff, pupils, parents), with its problem beside it: a select of
 * option groups, so the field's frame around a select of its own.
 */
export function PersonSelect({ id, label, people, kinds, value, onChange, error, placeholder = 'Choose…' }: Props) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <Form.Select
        id={id}
        value={value}
        isInvalid={!!error}
        aria-describedby={describedBy(id, error)}
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
    </FieldFrame>
  );
}
