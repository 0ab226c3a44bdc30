import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

/** Asks why a line the kitchen already has is lowered (the cancellation slip carries it). */
export function ReasonDialog({
  itemName,
  onGive,
  onCancel,
}: {
  itemName: string;
  onGive: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason.trim()) onGive(reason.trim());
  };
  return (
    <Modal show onHide={onCancel} aria-labelledby="reason-title" centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="reason-title" className="h5">
            Cancel {itemName}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="cancel-reason">
            <Form.Label>Reason for the cancellation</Form.Label>
            <Form.Control
              autoFocus
              value={reason}
              maxLength={100}
              isInvalid={tried && !reason.trim()}
              onChange={(event) => setReason(event.target.value)}
            />
            <Form.Control.Feedback type="invalid">
              Give a reason: the kitchen's cancellation slip shows it.
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Keep the quantity
          </Button>
          <Button type="submit">Lower the quantity</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
