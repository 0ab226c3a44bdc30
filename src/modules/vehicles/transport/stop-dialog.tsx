import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { stopProblem } from '../domain/transport-rules';
import type { TransportAssignment } from '../domain/veh-types';
import { useTransportWrite } from './transport-api';

/** Ends a pupil's seat on a last day (today by default): the assignment is kept with that day; its fee stops then. */
export function StopDialog({ row, today, onClose }: { row: TransportAssignment; today: string; onClose: () => void }) {
  const titleId = useId();
  const form = useForm({ defaultValues: { toDate: today } });
  const save = useTransportWrite();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const confirm = form.handleSubmit(({ toDate }) =>
    submit(async () => {
      const body = { header: { admissionNo: row.admissionNo, toDate }, traCheck: 3 };
      await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`${row.name}'s transport stops after ${toDate}.`);
      onClose();
    }),
  );
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} centered>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} className="h5">
          Stop {row.name}&apos;s transport
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          Route {row.route}, {row.stop}, since {row.fromDate}.
        </p>
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <Field
          form={form}
          name="toDate"
          id={`${titleId}-to`}
          label="Last day"
          type="date"
          rules={{ validate: (toDate) => stopProblem(row, toDate) ?? true }}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={saving}>
          Stop transport
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
