import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useOneSubmit } from '../../../../lib/hooks/use-one-submit';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  /** The input's label ('Reason', 'Pass code'). */
  inputLabel: string;
  /** Does the work with what was typed; a failure's words are shown and the input kept. */
  onConfirm: (typed: string) => Promise<void>;
  onClose: () => void;
  maxLength?: number;
}

/**
 * Asks for one piece of text before an action (the reason of a cancel, the pass code at the gate); sends once per
 * click.
 */
export function ReasonDialog({ title, text, confirmLabel, inputLabel, onConfirm, onClose, maxLength = 200 }: Props) {
  const [typed, setTyped] = useState('');
  const { submit, saving, failure } = useOneSubmit();
  const confirm = () => void submit(() => onConfirm(typed.trim()));
  return (
    <Modal show onHide={onClose} aria-labelledby="reason-title" centered>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim()) confirm();
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id="reason-title" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{text}</p>
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          <Form.Group controlId="reason-input">
            <Form.Label>{inputLabel}</Form.Label>
            <Form.Control
              autoComplete="off"
              maxLength={maxLength}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" variant="danger" disabled={saving || typed.trim() === ''}>
            {confirmLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
