import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import type { ReservationRow } from './domain/panel-types';
import { useCancelReservation } from './panel-api';
import { useSingleFlight } from './use-single-flight';

/** Cancels a booked reservation with a reason (kept, marked cancelled); the server's refusal shown, the reason kept. */
export function ReservationCancelDialog({
  reservation,
  onClose,
}: {
  reservation: ReservationRow;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelReservation();
  const attempt = useSaveAttemptKey();
  const flight = useSingleFlight();
  const confirm = () =>
    void flight.run(
      async () => {
        const body = { reservationId: reservation.reservationId, reason: reason.trim() };
        await cancel.mutateAsync({ ...body, idempotencyKey: attempt.keyFor(body) });
        showDoneToast(`Reservation ${reservation.reservationId} cancelled.`);
        onClose();
      },
      (error) => setFailure(error.message),
    );
  return (
    <Modal show onHide={onClose} aria-labelledby="fo-rsv-cancel-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="fo-rsv-cancel-title" className="h5">
          {`Cancel reservation ${reservation.reservationId}?`}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{`${reservation.guestName}, arriving ${formatDate(reservation.arrival)}. The reservation is kept, marked cancelled, and frees ${reservation.room ? `room ${reservation.room}` : 'its category'}.`}</p>
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <Form.Group controlId="fo-rsv-cancel-reason">
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
        <Button variant="danger" onClick={confirm} disabled={flight.pending || reason.trim() === ''}>
          Cancel the reservation
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
