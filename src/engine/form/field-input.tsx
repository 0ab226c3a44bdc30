import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import type { FieldDeclaration, ResourceRecord } from '../resource';

interface Props {
  field: FieldDeclaration;
  id: string;
  /** The form path: the field's name, or `lines.0.qty` inside a line grid. */
  name: string;
  register: UseFormRegister<ResourceRecord>;
  error: FieldError | undefined;
  readOnly: boolean;
  /** Inside a line grid the column header is the visible label. */
  hideLabel?: boolean;
}

const INPUT_TYPES: Partial<Record<FieldDeclaration['type'], string>> = { date: 'date', datetime: 'datetime-local' };
const STEPS: Partial<Record<FieldDeclaration['type'], string>> = { number: 'any', money: '0.01', percent: '0.01' };

/** One simple declared field as a labelled control; its error shows next to it and is announced with it. */
export function FieldInput({ field, id, name, register, error, readOnly, hideLabel = false }: Props) {
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, field.help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    isInvalid: !!error,
    'aria-invalid': !!error,
    'aria-describedby': described,
    'aria-required': field.required || undefined,
  };
  const label = hideLabel ? { visuallyHidden: true } : {};
  // In a line grid the column's help is shown once under the grid; each cell's control is still described by it.
  const help = field.help && (
    <Form.Text id={`${id}-help`} muted className={hideLabel ? 'visually-hidden' : undefined}>
      {field.help}
    </Form.Text>
  );
  const feedback = (
    <Form.Control.Feedback id={errorId} type="invalid">
      {error?.message}
    </Form.Control.Feedback>
  );
  if (field.type === 'boolean') {
    return (
      <Form.Group className={hideLabel ? '' : 'mb-3'}>
        <Form.Check type="switch" label={field.label} disabled={readOnly} {...common} {...register(name)} />
        {help}
      </Form.Group>
    );
  }
  let control;
  if (field.type === 'select') {
    control = (
      <Form.Select disabled={readOnly} {...common} {...register(name)}>
        <option value="">Choose…</option>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    );
  } else if (field.type === 'multiline') {
    control = <Form.Control as="textarea" rows={3} readOnly={readOnly} {...common} {...register(name)} />;
  } else if (STEPS[field.type]) {
    control = (
      <Form.Control
        type="number"
        step={STEPS[field.type]}
        inputMode="decimal"
        readOnly={readOnly}
        {...common}
        {...register(name, { valueAsNumber: true })}
      />
    );
  } else {
    control = (
      <Form.Control type={INPUT_TYPES[field.type] ?? 'text'} readOnly={readOnly} {...common} {...register(name)} />
    );
  }
  return (
    <Form.Group className={hideLabel ? '' : 'mb-3'}>
      <Form.Label htmlFor={id} {...label}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </Form.Label>
      {control}
      {help}
      {feedback}
    </Form.Group>
  );
}
