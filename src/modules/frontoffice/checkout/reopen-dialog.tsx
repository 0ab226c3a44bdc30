import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { useReopenFolio } from './checkout-api';

interface Props {
  stayNo: string;
  billNo: string;
  onClose: () => void;
}

/**
 * Reopens a prepared folio with a reason: the stay is in house again; the bill number is kept for when it is prepared
 * anew.
 */
export function ReopenDialog({ stayNo, billNo, onClose }: Props) {
  const [reason, setReason] = useState('');
  const reopen = useReopenFolio();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const confirm = () =>
    void submit(async () => {
      const body = { stayNo, reason: reason.trim() };
      await reopen.mutateAsync({ ...body, idempotencyKey: attempt.keyFor(body) });
      onClose();
    });
  return (
    <Modal show onHide={onClose} aria-labelledby="reopen-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="reopen-title" className="h5">
          Reopen the folio
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{`The guest stays in house and the folio takes postings again. Bill number ${billNo} is kept and used again when the bill is prepared anew.`}</p>
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <Form.Group controlId="reopen-reason">
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
          Keep it prepared
        </Button>
        <Button variant="warning" onClick={confirm} disabled={saving || reason.trim() === ''}>
          Reopen the folio
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
