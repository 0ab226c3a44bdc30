import type { FormEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { RefusalAlert } from './form/form-actions';

interface Props {
  title: ReactNode;
  /** The title's id, which names the dialog for a screen reader. */
  titleId: string;
  /** 'h5' unless given. */
  titleClassName?: string;
  /** In the middle of the screen unless false. */
  centered?: boolean;
  onHide: () => void;
  /** Given, the dialog is a form: its submit button (or Enter in a field) sends it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The server's refusal, first in the body where the eye lands. */
  refusal?: string | null;
  /** The buttons. */
  footer: ReactNode;
  children?: ReactNode;
}

/** The one layout of a dialog: a title with a close button, the body (a refusal above it), the buttons. */
export function DialogFrame({
  title,
  titleId,
  titleClassName = 'h5',
  centered = true,
  onHide,
  onSubmit,
  refusal = null,
  footer,
  children,
}: Props) {
  const parts = (
    <>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} className={titleClassName || undefined}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <RefusalAlert text={refusal} />
        {children}
      </Modal.Body>
      <Modal.Footer>{footer}</Modal.Footer>
    </>
  );
  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} centered={centered}>
      {onSubmit ? (
        <Form noValidate onSubmit={onSubmit}>
          {parts}
        </Form>
      ) : (
        parts
      )}
    </Modal>
  );
}
