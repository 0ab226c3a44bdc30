import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { useHeldForm } from '../shared/use-held-form';
import { PANEL_ENDPOINTS } from './domain/panel-types';
import { ROOM_STATE_LABELS, roomTiles, type RoomTile } from './domain/room-states';
import { usePanelData } from './panel-api';
import { RoomStatusForm } from './room-status-form';
import { useFoHref } from './use-fo-href';

/** What the room is now, in words. */
function nowText(tile: RoomTile): string {
  if (tile.stayNo) return `${ROOM_STATE_LABELS[tile.state]}: ${tile.guestName} (${tile.stayNo}).`;
  if (tile.state === 'OUT_OF_ORDER')
    return `Out of order${tile.outOfOrderReason ? `: ${tile.outOfOrderReason}` : ''}${tile.outOfOrderTo ? `, until ${formatDate(tile.outOfOrderTo)}` : ''}.`;
  if (tile.state === 'ARRIVING')
    return `${tile.dirty ? 'Vacant dirty' : 'Vacant clean'}, reserved for ${tile.guestName} arriving today (${tile.reservationId}).`;
  return `${ROOM_STATE_LABELS[tile.state]}.`;
}

/**
 * Room status (/frontoffice/fo-room-status, ?room= optional): a room made clean, dirty, or out of order with a reason
 * and dates.
 */
export function RoomStatusScreen() {
  const [params, setParams] = useSearchParams();
  const data = usePanelData(PANEL_ENDPOINTS.statusRooms);
  const href = useFoHref();
  const tiles = useMemo(() => (data.data ? roomTiles(data.data) : []), [data.data]);
  const roomNo = params.get('room') ?? '';
  const tile = tiles.find((one) => one.roomNo === roomNo);
  const choose = (next: string) => setParams(next ? { room: next } : {}, { replace: true });
  const picker = useHeldForm({ room: tile ? roomNo : '' });
  return (
    <section aria-labelledby="fo-room-status-title" className="p-2 p-md-3" style={{ maxWidth: '40rem' }}>
      <h1 id="fo-room-status-title" className="h4">
        Room status
      </h1>
      {data.error && <LoadFailed message={toApiError(data.error).message} onRetry={() => void data.refetch()} />}
      {data.isPending && <Loading label="Loading the rooms…" />}
      {data.data && (
        <>
          <Field
            form={picker.form}
            name="room"
            id="fo-room-status-room"
            label="Room"
            options={tiles.map((one) => ({
              value: one.roomNo,
              label: `${one.roomNo} — ${ROOM_STATE_LABELS[one.state]} (${one.categoryName})`,
            }))}
            choose="Choose a room…"
            help={roomNo && !tile ? `There is no room ${roomNo} in service.` : undefined}
            onChange={picker.handTo('room', choose)}
          />
          {tile && (
            <>
              <p>
                <strong>Now:</strong> {nowText(tile)}
              </p>
              <RoomStatusForm key={`${tile.roomNo}|${tile.label}`} tile={tile} hotelDate={data.data.hotelDate} />
            </>
          )}
          <p className="mt-3 mb-0">
            <Link to={href(FRONT_OFFICE.roomPanel)}>Back to the room panel</Link>
          </p>
        </>
      )}
    </section>
  );
}
