import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import { DialogFrame } from '../../../components/dialog-frame';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
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
    <DialogFrame
      title={`Stop ${row.name}'s transport`}
      titleId={titleId}
      onHide={onClose}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={saving}>
            Stop transport
          </Button>
        </>
      }
    >
      <p>
        Route {row.route}, {row.stop}, since {row.fromDate}.
      </p>
      <RefusalAlert text={failure} />
      <Field
        form={form}
        name="toDate"
        id={`${titleId}-to`}
        label="Last day"
        type="date"
        rules={{ validate: (toDate) => stopProblem(row, toDate) ?? true }}
      />
    </DialogFrame>
  );
}
