import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useController, useForm } from 'react-hook-form';
import * as z from 'zod';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate, formatDateTime } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import type { HousekeepingData, HousekeepingRoom } from './domain/panel-types';
import { useHousekeeping, useMarkClean } from './panel-api';
import { useSingleFlight } from './use-single-flight';

const stateText = (room: HousekeepingRoom) =>
  room.status === 'DIRTY'
    ? 'Dirty'
    : `Out of order (${room.outOfOrderReason || 'no reason given'}), ended ${formatDate(room.outOfOrderTo)}`;

const roomsText = (rooms: readonly string[]) =>
  rooms.length === 1 ? `Room ${rooms[0]!}` : `Rooms ${rooms.slice(0, -1).join(', ')} and ${rooms.at(-1)!}`;

/** The rooms ticked to mark clean. */
const schema = z.object({ rooms: z.array(z.string()) });
type Chosen = z.infer<typeof schema>;

function RoomsToClean({ data }: { data: HousekeepingData }) {
  const form = useForm<Chosen>({ resolver: zodResolver(schema), defaultValues: { rooms: [] } });
  const { field: chosen } = useController({ control: form.control, name: 'rooms' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const clean = useMarkClean();
  const attempt = useSaveAttemptKey();
  const flight = useSingleFlight();
  const allowed = useScreenPermission();
  const may = allowed('modify');
  // Rooms no longer listed (cleaned elsewhere) drop out of the choice.
  const listed = (ticked: readonly string[]) =>
    data.rooms.filter((room) => ticked.includes(room.roomNo)).map((room) => room.roomNo);
  const selected = listed(chosen.value);
  const all = data.rooms.length > 0 && selected.length === data.rooms.length;
  const toggle = (roomNo: string) =>
    chosen.onChange(
      chosen.value.includes(roomNo) ? chosen.value.filter((one) => one !== roomNo) : [...chosen.value, roomNo],
    );
  const send = (values: Chosen) => {
    const rooms = listed(values.rooms);
    return flight.run(
      async () => {
        await clean.mutateAsync({ rooms, idempotencyKey: attempt.keyFor(rooms) });
        attempt.saved();
        form.reset({ rooms: [] });
        showDoneToast(`${roomsText(rooms)} marked clean.`);
      },
      (error) => {
        if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
      },
    );
  };
  const check = form.handleSubmit(send);
  if (data.rooms.length === 0) return <p>No room is waiting for housekeeping.</p>;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        setRefusal(null);
        void check(event);
      }}
    >
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="caption-top">{`Rooms to clean (${data.rooms.length})`}</caption>
          <thead>
            <tr>
              {may && (
                <th scope="col">
                  <Form.Check
                    id="fo-hk-all"
                    aria-label="Select every room"
                    checked={all}
                    onChange={() => chosen.onChange(all ? [] : data.rooms.map((room) => room.roomNo))}
                  />
                </th>
              )}
              <th scope="col">Room</th>
              <th scope="col">Floor</th>
              <th scope="col">Category</th>
              <th scope="col">State</th>
              <th scope="col">Since</th>
            </tr>
          </thead>
          <tbody>
            {data.rooms.map((room) => (
              <tr key={room.roomNo}>
                {may && (
                  <td>
                    <Form.Check
                      id={`fo-hk-${room.roomNo}`}
                      aria-label={`Select room ${room.roomNo}`}
                      checked={chosen.value.includes(room.roomNo)}
                      onChange={() => toggle(room.roomNo)}
                    />
                  </td>
                )}
                <th scope="row">{room.roomNo}</th>
                <td>{room.floor}</td>
                <td>{room.category}</td>
                <td>{stateText(room)}</td>
                <td>{room.since ? formatDateTime(room.since) : 'Not known'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {may && (
        <LoadingButton loading={flight.pending} loadingText="Saving…" disabled={selected.length === 0}>
          {selected.length === 0 ? 'Mark clean' : `Mark ${selected.length} clean`}
        </LoadingButton>
      )}
    </Form>
  );
}

/**
 * Housekeeping (/frontoffice/fo-housekeeping): the dirty rooms (and out-of-order ones whose end has passed), marked
 * clean one or many at a time.
 */
export function HousekeepingScreen() {
  const data = useHousekeeping();
  return (
    <section aria-labelledby="fo-hk-title" className="p-2 p-md-3" style={{ maxWidth: '56rem' }}>
      <h1 id="fo-hk-title" className="h4">
        Housekeeping
      </h1>
      {data.error && <LoadFailed message={toApiError(data.error).message} onRetry={() => void data.refetch()} />}
      {data.isPending && <Loading label="Loading the rooms to clean…" />}
      {data.data && (
        <>
          <p>Hotel date {formatDate(data.data.hotelDate)}. Tick the rooms that are ready, then mark them clean.</p>
          <RoomsToClean data={data.data} />
        </>
      )}
    </section>
  );
}
