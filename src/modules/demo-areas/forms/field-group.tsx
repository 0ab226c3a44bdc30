import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  help?: string;
  className?: string;
  /** The control, given the ids it is described by and whether it is invalid. */
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A labelled control (Form.Group controlId + Form.Label) with its help and its error under it, both tied to it. */
export function FieldGroup({ id, label, error, help, className, children }: FieldProps) {
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children(describedBy, !!error)}
      {help && <Form.Text id={`${id}-help`}>{help}</Form.Text>}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </Form.Group>
  );
}

interface ChoiceProps {
  id: string;
  legend: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** Radio buttons or check boxes under one legend, with the group's error under them. */
export function ChoiceGroup({ id, legend, error, className, children }: ChoiceProps) {
  return (
    <fieldset
      className={className ?? 'mb-3'}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {children}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
