import { ReasonDialog } from '../../../components/form/reason-dialog';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import type { ReservationRow } from './domain/panel-types';
import { useCancelReservation } from './panel-api';

/** Cancels a booked reservation with a reason (kept, marked cancelled); the server's refusal shown, the reason kept. */
export function ReservationCancelDialog({
  reservation,
  onClose,
}: {
  reservation: ReservationRow;
  onClose: () => void;
}) {
  const cancel = useCancelReservation();
  const attempt = useSaveAttemptKey();
  return (
    <ReasonDialog
      title={`Cancel reservation ${reservation.reservationId}?`}
      text={`${reservation.guestName}, arriving ${formatDate(reservation.arrival)}. The reservation is kept, marked cancelled, and frees ${reservation.room ? `room ${reservation.room}` : 'its category'}.`}
      confirmLabel="Cancel the reservation"
      onClose={onClose}
      onConfirm={async (reason) => {
        const body = { reservationId: reservation.reservationId, reason };
        await cancel.mutateAsync({ ...body, idempotencyKey: attempt.keyFor(body) });
        showDoneToast(`Reservation ${reservation.reservationId} cancelled.`);
        onClose();
      }}
    />
  );
}
