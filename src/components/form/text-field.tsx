import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
} & Omit<ComponentProps<'input'>, 'id' | 'size' | 'value' | keyof UseFormRegisterReturn>;

/** A labelled input whose error shows next to it and is announced with it. */
export function TextField({ id, label, error, registration, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...input}
        {...registration}
        isInvalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
      />
      <Form.Control.Feedback id={errorId} type="invalid">
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
