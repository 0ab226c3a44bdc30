import { useCallback } from 'react';
import Form from 'react-bootstrap/Form';
import type { GroupState } from './matrix-state';

interface Props {
  id: string;
  label: string;
  state: GroupState;
  onChange: (on: boolean) => void;
  /** The label shown beside the box; otherwise it is the box's accessible name only (a matrix cell). */
  visibleLabel?: boolean;
  disabled?: boolean;
}

/** A select-all checkbox: ticked when every right of its group is, partly ticked (indeterminate) when some are. */
export function TriCheckbox({ id, label, state, onChange, visibleLabel = false, disabled = false }: Props) {
  const mark = useCallback(
    (input: HTMLInputElement | null) => {
      if (input) input.indeterminate = state === 'some';
    },
    [state],
  );
  const change = (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.checked);
  if (visibleLabel)
    return (
      <Form.Check
        ref={mark}
        id={id}
        type="checkbox"
        label={label}
        checked={state === 'all'}
        onChange={change}
        disabled={disabled}
      />
    );
  return (
    <input
      ref={mark}
      id={id}
      type="checkbox"
      className="form-check-input"
      aria-label={label}
      checked={state === 'all'}
      onChange={change}
      disabled={disabled}
    />
  );
}
