import Form from 'react-bootstrap/Form';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  type?: 'text' | 'email';
  /** Several lines of text. */
  rows?: number;
  help?: string;
  maxLength?: number;
}

/** A labelled text input (or text area) over plain state, its error beside it and announced with it. */
export function PlainField({ id, label, value, onChange, error, type = 'text', rows, help, maxLength }: Props) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [error ? errorId : '', help ? helpId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    value,
    maxLength,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    isInvalid: !!error,
    'aria-invalid': !!error,
    'aria-describedby': describedBy,
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      {rows ? <Form.Control as="textarea" rows={rows} {...common} /> : <Form.Control type={type} {...common} />}
      {help && (
        <Form.Text id={helpId} muted>
          {help}
        </Form.Text>
      )}
      <Form.Control.Feedback id={errorId} type="invalid">
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
