import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import type { ReservationValues } from './reservation-values';

interface Props {
  form: UseFormReturn<ReservationValues>;
  name: keyof ReservationValues;
  label: string;
  type?: 'text' | 'date' | 'tel' | 'money' | 'count';
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** The first option of a select (its empty value). */
  none?: string;
  help?: ReactNode;
  className?: string;
}

/** One labelled field of the reservation form, its problem beside it and announced with it. */
export function ReservationField({
  form,
  name,
  label,
  type = 'text',
  options,
  none = 'Choose…',
  help,
  className = 'col-12 col-md-6',
}: Props) {
  const id = `fo-rsv-${name}`;
  const message = form.formState.errors[name]?.message;
  const described = [message ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, isInvalid: !!message, 'aria-describedby': described, ...form.register(name) };
  const inputMode = type === 'money' ? 'decimal' : type === 'count' || type === 'tel' ? 'numeric' : undefined;
  return (
    <Form.Group className={`${className} mb-3`}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {options ? (
        <Form.Select {...common}>
          <option value="">{none}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      ) : (
        <Form.Control
          type={type === 'date' ? 'date' : type === 'tel' ? 'tel' : 'text'}
          inputMode={inputMode}
          autoComplete="off"
          {...common}
        />
      )}
      {help && (
        <Form.Text id={`${id}-help`} muted>
          {help}
        </Form.Text>
      )}
      {message && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {message}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
