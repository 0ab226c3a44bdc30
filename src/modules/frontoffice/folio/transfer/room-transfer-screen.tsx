import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import type { OpenStay } from '../../domain/shared-endpoints';
import { OccupiedRoomScreen } from '../../shared/occupied-room-screen';
import { closedFolioText } from '../domain/folio-rules';
import { useTransferRequirements } from '../folio-api';
import { RoomTransferForm } from './room-transfer-form';

function StayTransfer({ stay }: { stay: OpenStay }) {
  const allowed = useScreenPermission();
  const requirements = useTransferRequirements();
  const closed = closedFolioText(stay);
  if (closed) return <Alert variant="warning">{closed}</Alert>;
  if (!allowed('create')) return <p>Moving a guest needs the create right.</p>;
  if (requirements.isError) return <Alert variant="danger">{requirements.error.message}</Alert>;
  if (!requirements.data) return <Spinner animation="border" size="sm" role="status" aria-label="Loading the rooms" />;
  return <RoomTransferForm stay={stay} requirements={requirements.data} />;
}

/** Room transfer (/frontoffice/fo-room-transfer): an in-house guest to a vacant clean room, their folio with them. */
export function RoomTransferScreen() {
  return (
    <OccupiedRoomScreen title="Room transfer">
      {(stay) => <StayTransfer key={stay.stayNo} stay={stay} />}
    </OccupiedRoomScreen>
  );
}
