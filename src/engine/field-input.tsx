import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import type { FieldDeclaration, ResourceRecord } from './resource';

interface Props {
  field: FieldDeclaration;
  id: string;
  register: UseFormRegister<ResourceRecord>;
  error: FieldError | undefined;
  readOnly: boolean;
}

/** One declared field as a labelled control; its error shows next to it and is announced with it. */
export function FieldInput({ field, id, register, error, readOnly }: Props) {
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, field.help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, isInvalid: !!error, 'aria-invalid': !!error, 'aria-describedby': described, 'aria-required': field.required || undefined };
  const feedback = (
    <Form.Control.Feedback id={errorId} type="invalid">
      {error?.message}
    </Form.Control.Feedback>
  );
  const help = field.help && (
    <Form.Text id={`${id}-help`} muted>
      {field.help}
    </Form.Text>
  );
  if (field.type === 'boolean') {
    return (
      <Form.Group className="mb-3">
        <Form.Check type="switch" label={field.label} disabled={readOnly} {...common} {...register(field.name)} />
        {help}
      </Form.Group>
    );
  }
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </Form.Label>
      {field.type === 'select' ? (
        <Form.Select disabled={readOnly} {...common} {...register(field.name)}>
          <option value="">Choose…</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      ) : field.type === 'multiline' ? (
        <Form.Control as="textarea" rows={3} readOnly={readOnly} {...common} {...register(field.name)} />
      ) : field.type === 'number' ? (
        <Form.Control type="number" step="any" inputMode="decimal" readOnly={readOnly} {...common} {...register(field.name, { valueAsNumber: true })} />
      ) : (
        <Form.Control type="text" readOnly={readOnly} {...common} {...register(field.name)} />
      )}
      {help}
      {feedback}
    </Form.Group>
  );
}
