import { useId, type FormEvent, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface Props {
  /** The form's heading, which names the form too. */
  title: ReactNode;
  /** react-hook-form's handleSubmit result: the form does not wait for it. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The form's spacing and frame (a bordered box, the margin below it). */
  className?: string;
  /** How wide the form grows. */
  maxWidth?: string;
  children: ReactNode;
}

/** A form that is one part of a screen: its heading above it names it for a screen reader. */
export function TitledForm({ title, onSubmit, className, maxWidth, children }: Props) {
  const titleId = `${useId()}-title`;
  return (
    <Form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={titleId}
      className={className}
      style={maxWidth ? { maxWidth } : undefined}
    >
      <h2 id={titleId} className="h5">
        {title}
      </h2>
      {children}
    </Form>
  );
}
