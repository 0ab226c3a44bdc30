import type { FormEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface Props {
  /** The page's heading, which names the form too. */
  title: ReactNode;
  /** How wide the form grows (a form with lines wants more). */
  maxWidth: string;
  /** react-hook-form's handleSubmit result: the page does not wait for it. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
  /** What follows the form (the question asked before leaving it unsaved). */
  after?: ReactNode;
}

/** A screen that is one form: the screen's title as its heading, the form it names below. */
export function FormPage({ title, maxWidth, onSubmit, children, after }: Props) {
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {title}
      </h1>
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="screen-title" style={{ maxWidth }}>
        {children}
      </Form>
      {after}
    </section>
  );
}
