import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

export interface FrameProps {
  id: string;
  label: string;
  /** The problem shown beside the field and announced with it. */
  error?: string;
  help?: ReactNode;
  /** Inside a line grid the column header is the visible label. */
  hideLabel?: boolean;
  /** A small mark beside the label, e.g. "required for a foreign national". */
  mark?: string;
  className?: string;
}

/** The ids a field is described by: its problem, then its help. */
export function describedBy(id: string, error?: string, help?: ReactNode): string | undefined {
  return [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
}

/** A field's label above it, its help and its problem below it: the one layout of every form's fields. */
export function FieldFrame({
  id,
  label,
  error,
  help,
  hideLabel,
  mark,
  className = 'mb-3',
  children,
}: FrameProps & { children: ReactNode }) {
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id} visuallyHidden={hideLabel}>
        {label}
        {mark && (
          <>
            {' '}
            <small className="text-danger">({mark})</small>
          </>
        )}
      </Form.Label>
      {children}
      {help && (
        <Form.Text id={`${id}-help`} muted className="d-block">
          {help}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
