import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { markProblems } from '../../../components/form/rule-checks';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { showDoneToast } from '../../../lib/messages/messages';
import { ROOM_STATUS_LABELS, type RoomStatusInput } from './domain/panel-types';
import type { RoomTile } from './domain/room-states';
import { useSetRoomStatus } from './panel-api';
import { roomStatusSchema, startOf, STATUS_CHOICES } from './room-status-values';
import { useSingleFlight } from './use-single-flight';

/**
 * The new status of one room: clean, dirty, or out of order with a reason and dates; the server's refusal shown, the
 * input kept.
 */
export function RoomStatusForm({ tile, hotelDate }: { tile: RoomTile; hotelDate: string }) {
  const form = useForm<RoomStatusInput>({
    resolver: zodResolver(roomStatusSchema(hotelDate)),
    defaultValues: startOf(tile, hotelDate),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSetRoomStatus();
  const attempt = useSaveAttemptKey();
  const flight = useSingleFlight();
  const allowed = useScreenPermission();
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !flight.pending);
  const status = useWatch({ control: form.control, name: 'status' });
  const outOfOrder = status === 'OUT_OF_ORDER';
  const statusError = form.formState.errors.status?.message;

  const send = (values: RoomStatusInput) => {
    const input: RoomStatusInput =
      values.status === 'OUT_OF_ORDER'
        ? { ...values, reason: values.reason.trim() }
        : { room: values.room, status: values.status, reason: '', from: '', to: '' };
    return flight.run(
      async () => {
        await save.mutateAsync({ input, idempotencyKey: attempt.keyFor(input) });
        attempt.saved();
        // What was chosen is now the room's status: leaving asks nothing.
        form.reset(values);
        showDoneToast(`Room ${input.room} is now ${ROOM_STATUS_LABELS[input.status].toLowerCase()}.`);
      },
      (error) => {
        if (error.fieldErrors) markProblems(form, error.fieldErrors);
        else if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
      },
    );
  };
  const check = form.handleSubmit(send);

  if (!allowed('modify')) return <p>You may see the rooms' status here; changing it needs the right to modify.</p>;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        setRefusal(null);
        void check(event);
      }}
      aria-label={`New status of room ${tile.roomNo}`}
    >
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <fieldset className="mb-3" aria-describedby={statusError ? 'fo-status-choice-error' : undefined}>
        <legend className="fs-6 fw-semibold">New status</legend>
        {STATUS_CHOICES.map((choice) => (
          <Form.Check
            key={choice}
            type="radio"
            id={`fo-status-${choice}`}
            label={ROOM_STATUS_LABELS[choice]}
            value={choice}
            {...form.register('status')}
          />
        ))}
        {statusError && (
          <div id="fo-status-choice-error" className="invalid-feedback d-block">
            {statusError}
          </div>
        )}
      </fieldset>
      {outOfOrder && (
        <div className="row">
          <Field
            form={form}
            name="reason"
            id="fo-status-reason"
            label="Reason"
            maxLength={100}
            className="col-12 mb-3"
          />
          <Field
            form={form}
            name="from"
            id="fo-status-from"
            label="Out of order from"
            type="date"
            className="col-12 col-sm-6 mb-3"
          />
          <Field
            form={form}
            name="to"
            id="fo-status-to"
            label="Out of order to"
            type="date"
            className="col-12 col-sm-6 mb-3"
          />
        </div>
      )}
      <LoadingButton loading={flight.pending} loadingText="Saving…" disabled={!status}>
        Save status
      </LoadingButton>
      {leaveQuestion}
    </Form>
  );
}
