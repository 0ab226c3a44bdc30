import { useRef, type FormEvent, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useFormShortcuts } from '../../lib/shortcuts/use-form-shortcuts';

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
  /** What the form's Cancel or Back does, for Esc; without it Esc is left to the form's own buttons. */
  onCancel?: () => void;
}

/** A screen that is one form: the screen's title as its heading, the form it names below; Ctrl+S (⌘S) saves. */
export function FormPage({ title, maxWidth, onSubmit, children, after, onCancel }: Props) {
  const form = useRef<HTMLFormElement>(null);
  useFormShortcuts({ actions: form, onCancel });
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {title}
      </h1>
      <Form
        ref={form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="screen-title"
        style={{ maxWidth }}
      >
        {children}
      </Form>
      {after}
    </section>
  );
}
