import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router-dom';
import { usePermissions } from '../../../lib/permissions/use-permissions';
import { ROOM_STATE_LABELS, type RoomTile } from './domain/room-states';
import { operationsFor } from './room-operations';
import { useFoHref } from './use-fo-href';

/** The operations the user may open for one room, as links; closing returns focus to the room's tile. */
export function RoomOperationsDialog({ tile, onClose }: { tile: RoomTile; onClose: () => void }) {
  const { can } = usePermissions();
  const href = useFoHref();
  const operations = operationsFor(tile).filter((operation) => !operation.screen.code || can(operation.screen.code));
  const title = `Room ${tile.roomNo} — ${ROOM_STATE_LABELS[tile.state].toLowerCase()}`;
  return (
    <Modal show onHide={onClose} aria-labelledby="fo-room-operations-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="fo-room-operations-title" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">
          {tile.categoryName}
          {tile.guestName ? ` · ${tile.guestName}` : ''}
          {tile.stayNo ? ` · ${tile.stayNo}` : ''}
          {tile.reservationId ? ` · reservation ${tile.reservationId}` : ''}
          {tile.dirty ? ' · the room is still to be cleaned' : ''}
        </p>
        {operations.length === 0 ? (
          <p className="mb-0">You may not do anything with this room.</p>
        ) : (
          <nav aria-label={`Operations for room ${tile.roomNo}`}>
            <ul className="list-group">
              {operations.map((operation) => (
                <li key={operation.label} className="list-group-item p-0">
                  <Link
                    className="d-block px-3 py-2 text-decoration-none"
                    to={href(operation.screen, operation.params)}
                  >
                    {operation.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Modal.Body>
    </Modal>
  );
}
