import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  children: ReactNode;
}

/** A labelled select whose error shows next to it and is announced with it. */
export function LabelledSelect({ id, label, error, registration, children }: Props) {
  const errorId = `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        {...registration}
        isInvalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </Form.Select>
      <Form.Control.Feedback id={errorId} type="invalid">
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
