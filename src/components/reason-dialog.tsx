import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useOneSubmit } from '../lib/hooks/use-one-submit';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  /** Does the work with the reason typed; a failure's words are shown and the reason kept. */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * Asks for the reason before cancelling a document or a line (a receipt, a bill, a posted charge); sends once per
 * click.
 */
export function ReasonDialog({ title, text, confirmLabel, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  const { submit, saving, failure } = useOneSubmit();
  const titleId = useId();
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} centered>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} className="h5">
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
        <Form.Group controlId={`${titleId}-reason`}>
          <Form.Label>Reason</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button
          variant="danger"
          onClick={() => void submit(() => onConfirm(reason.trim()))}
          disabled={saving || reason.trim() === ''}
        >
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
