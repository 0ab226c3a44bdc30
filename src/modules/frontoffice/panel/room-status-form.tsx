import { addDays, format, parseISO } from 'date-fns';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { showDoneToast } from '../../../lib/messages/messages';
import { ROOM_STATUS_LABELS, type RoomStatusInput } from './domain/panel-types';
import type { RoomTile } from './domain/room-states';
import { roomStatusProblems, type StatusProblems } from './domain/room-status-rules';
import { useSetRoomStatus } from './panel-api';
import { useSingleFlight } from './use-single-flight';

const CHOICES = ['VACANT', 'DIRTY', 'OUT_OF_ORDER'] as const;
type Choice = (typeof CHOICES)[number];

function startOf(tile: RoomTile, hotelDate: string): RoomStatusInput {
  const status: Choice | '' =
    tile.state === 'OUT_OF_ORDER'
      ? 'OUT_OF_ORDER'
      : tile.state === 'VACANT_CLEAN' || (tile.state === 'ARRIVING' && !tile.dirty)
        ? 'VACANT'
        : tile.dirty
          ? 'DIRTY'
          : '';
  return {
    room: tile.roomNo,
    status: status as Choice,
    reason: tile.outOfOrderReason,
    from: hotelDate,
    to: tile.outOfOrderTo || format(addDays(parseISO(hotelDate), 1), 'yyyy-MM-dd'),
  };
}

function DateField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group className="col-12 col-sm-6 mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="date"
        value={value}
        isInvalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/**
 * The new status of one room: clean, dirty, or out of order with a reason and dates; the server's refusal shown, the
 * input kept.
 */
export function RoomStatusForm({ tile, hotelDate }: { tile: RoomTile; hotelDate: string }) {
  const start = startOf(tile, hotelDate);
  const [values, setValues] = useState<RoomStatusInput>(start);
  const [problems, setProblems] = useState<StatusProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSetRoomStatus();
  const attempt = useSaveAttemptKey();
  const flight = useSingleFlight();
  const allowed = useScreenPermission();
  const dirty = JSON.stringify(values) !== JSON.stringify(start);
  const leaveQuestion = useLeaveGuard(dirty && !flight.pending);
  const set = (change: Partial<RoomStatusInput>) => setValues((previous) => ({ ...previous, ...change }));
  const outOfOrder = values.status === 'OUT_OF_ORDER';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found = roomStatusProblems(values, hotelDate);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const input: RoomStatusInput = outOfOrder
      ? { ...values, reason: values.reason.trim() }
      : { room: values.room, status: values.status, reason: '', from: '', to: '' };
    void flight.run(
      async () => {
        await save.mutateAsync({ input, idempotencyKey: attempt.keyFor(input) });
        attempt.saved();
        showDoneToast(`Room ${input.room} is now ${ROOM_STATUS_LABELS[input.status].toLowerCase()}.`);
      },
      (error) => {
        if (error.fieldErrors) setProblems(error.fieldErrors);
        else if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
      },
    );
  };

  if (!allowed('modify')) return <p>You may see the rooms' status here; changing it needs the right to modify.</p>;
  return (
    <Form noValidate onSubmit={submit} aria-label={`New status of room ${tile.roomNo}`}>
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <fieldset className="mb-3" aria-describedby={problems.status ? 'fo-status-choice-error' : undefined}>
        <legend className="fs-6 fw-semibold">New status</legend>
        {CHOICES.map((choice) => (
          <Form.Check
            key={choice}
            type="radio"
            id={`fo-status-${choice}`}
            name="fo-status"
            label={ROOM_STATUS_LABELS[choice]}
            checked={values.status === choice}
            onChange={() => set({ status: choice })}
          />
        ))}
        {problems.status && (
          <div id="fo-status-choice-error" className="invalid-feedback d-block">
            {problems.status}
          </div>
        )}
      </fieldset>
      {outOfOrder && (
        <div className="row">
          <Form.Group className="col-12 mb-3" controlId="fo-status-reason">
            <Form.Label>Reason</Form.Label>
            <Form.Control
              value={values.reason}
              maxLength={100}
              isInvalid={!!problems.reason}
              aria-describedby={problems.reason ? 'fo-status-reason-error' : undefined}
              onChange={(event) => set({ reason: event.target.value })}
            />
            <Form.Control.Feedback type="invalid" id="fo-status-reason-error">
              {problems.reason}
            </Form.Control.Feedback>
          </Form.Group>
          <DateField
            id="fo-status-from"
            label="Out of order from"
            value={values.from}
            error={problems.from}
            onChange={(from) => set({ from })}
          />
          <DateField
            id="fo-status-to"
            label="Out of order to"
            value={values.to}
            error={problems.to}
            onChange={(to) => set({ to })}
          />
        </div>
      )}
      <LoadingButton loading={flight.pending} loadingText="Saving…" disabled={!values.status}>
        Save status
      </LoadingButton>
      {leaveQuestion}
    </Form>
  );
}
