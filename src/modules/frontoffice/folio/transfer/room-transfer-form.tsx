import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '../../../../components/form/field';
import { describedBy, FieldFrame } from '../../../../components/form/field-frame';
import { LoadingButton } from '../../../../components/loading-button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { toApiError } from '../../../../lib/api/api-error';
import { showDoneToast } from '../../../../lib/messages/messages';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import type { OpenStay } from '../../domain/shared-endpoints';
import type { TransferRequirements, TransferRoom } from '../domain/folio-types';
import { useRoomTransfer } from '../folio-api';
import { useBusy } from '../parts/use-busy';

const schema = (rooms: readonly TransferRoom[]) =>
  z.object({
    toRoom: z
      .string()
      .min(1, 'Choose the room to move to')
      .superRefine((roomNo, context) => {
        const problem = rooms.find((room) => room.roomNo === roomNo)?.problem;
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    applyTariff: z.boolean(),
    reason: z.string().max(200, 'Keep it within 200 characters'),
  });

type Values = z.infer<ReturnType<typeof schema>>;
const EMPTY: Values = { toRoom: '', applyTariff: false, reason: '' };

/**
 * Moves an in-house guest to a vacant clean room: the folio goes with them, the old room becomes dirty; the new
 * category's tariff may start from tonight. A room that cannot take them says why beside the choice.
 */
export function RoomTransferForm({ stay, requirements }: { stay: OpenStay; requirements: TransferRequirements }) {
  const rooms = requirements.rooms.filter((room) => room.roomNo !== stay.room);
  const form = useForm<Values>({ resolver: zodResolver(schema(rooms)), defaultValues: EMPTY, mode: 'onChange' });
  const transfer = useRoomTransfer();
  const attempt = useSaveAttemptKey();
  const busy = useBusy();
  const [refusal, setRefusal] = useState<string | null>(null);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty);
  const toRoom = useWatch({ control: form.control, name: 'toRoom' });
  const target = rooms.find((room) => room.roomNo === toRoom);
  const category = requirements.categories.find((row) => row.code === target?.category);
  const names = new Map(requirements.categories.map((row) => [row.code, row.name]));
  const label = (room: TransferRoom) => `${room.roomNo} — ${names.get(room.category) ?? room.category}`;
  const error = form.formState.errors.toRoom?.message;

  const submit = form.handleSubmit((values) => {
    if (!busy.start()) return;
    setRefusal(null);
    const body = {
      stayNo: stay.stayNo,
      toRoom: values.toRoom,
      applyTariff: stay.kind !== 'HOUSE' && values.applyTariff,
      reason: values.reason.trim(),
    };
    transfer.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSettled: busy.done,
        onSuccess: () => {
          attempt.saved();
          form.reset(EMPTY);
          showDoneToast(
            `${stay.guestName} moved from room ${stay.room} to ${body.toRoom}; room ${stay.room} is now dirty.`,
          );
        },
        onError: (failure) => {
          const problem = toApiError(failure);
          if (!problem.isNetwork && !problem.isSessionOver) setRefusal(problem.message);
        },
      },
    );
  });

  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Move the guest to another room"
      style={{ maxWidth: '40rem' }}
    >
      {leaveQuestion}
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      {/* Its choices come in two groups (ready or not), which a plain select field does not offer. */}
      <FieldFrame id="transfer-room" label="Move to room" error={error}>
        <Form.Select
          id="transfer-room"
          isInvalid={!!error}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('transfer-room', error)}
          {...form.register('toRoom')}
        >
          <option value="">Choose a room…</option>
          <optgroup label="Vacant and clean">
            {rooms
              .filter((room) => !room.problem)
              .map((room) => (
                <option key={room.roomNo} value={room.roomNo}>
                  {label(room)}
                </option>
              ))}
          </optgroup>
          <optgroup label="Not ready for a guest">
            {rooms
              .filter((room) => room.problem)
              .map((room) => (
                <option key={room.roomNo} value={room.roomNo}>
                  {`${label(room)} (${room.status === 'VACANT' ? 'reserved or in use' : room.status.replace(/_/g, ' ').toLowerCase()})`}
                </option>
              ))}
          </optgroup>
        </Form.Select>
      </FieldFrame>
      {stay.kind !== 'HOUSE' && (
        <Form.Check
          className="mb-3"
          id="transfer-tariff"
          label={`Apply the new category's tariff from tonight${category ? ` (${category.name}, ${formatMoney(toPaise(category.baseTariff))} a night)` : ''}`}
          {...form.register('applyTariff')}
        />
      )}
      <Field form={form} name="reason" id="transfer-reason" label="Reason" />
      <LoadingButton type="submit" loading={transfer.isPending}>
        Transfer
      </LoadingButton>
    </Form>
  );
}
