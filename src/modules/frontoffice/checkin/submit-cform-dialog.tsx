import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { useSubmitCForm } from './checkin-api';

interface Props {
  cformNo: string;
  guestName: string;
  onDone: () => void;
  onClose: () => void;
}

/** Marks a C-Form submitted with the reference the FRRO portal gave; once per click. */
export function SubmitCFormDialog({ cformNo, guestName, onDone, onClose }: Props) {
  const [reference, setReference] = useState('');
  const save = useSubmitCForm();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const confirm = () =>
    void submit(async () => {
      const body = { cformNo, reference: reference.trim() };
      await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      onDone();
    });
  return (
    <Modal show onHide={onClose} aria-labelledby="cform-submit-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="cform-submit-title" className="h5">
          {`C-Form ${cformNo} submitted`}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{`${guestName}'s C-Form: enter the reference the FRRO portal gave once it was submitted.`}</p>
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <Form.Group controlId="cform-reference">
          <Form.Label>Portal reference</Form.Label>
          <Form.Control
            value={reference}
            maxLength={40}
            autoComplete="off"
            onChange={(event) => setReference(event.target.value)}
          />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Not yet
        </Button>
        <Button onClick={confirm} disabled={saving || reference.trim() === ''}>
          Mark submitted
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
