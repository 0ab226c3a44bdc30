import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { OccupiedRoomScreen } from '../shared/occupied-room-screen';
import { useFolio } from '../shared/use-stays';
import { ChangeDetailsForm } from './change-details-form';
import { useCheckinRequirements } from './checkin-api';

function ChangeDetails({ stayNo }: { stayNo: string }) {
  const folio = useFolio(stayNo);
  const requirements = useCheckinRequirements('changeDetails');
  if (folio.isError || requirements.isError)
    return <Alert variant="danger">{(folio.error ?? requirements.error)?.message}</Alert>;
  if (!folio.data || !requirements.data)
    return <Spinner animation="border" size="sm" role="status" aria-label="Loading the stay" />;
  return <ChangeDetailsForm key={stayNo} stay={folio.data.stay} requirements={requirements.data} />;
}

/** Change details (/frontoffice/fo-change-details): a stay in the room, its guest, departure, party and bill-to. */
export function ChangeDetailsScreen() {
  return (
    <OccupiedRoomScreen title="Change details" filter={(stay) => stay.status === 'IN_HOUSE'}>
      {(stay) => <ChangeDetails key={stay.stayNo} stayNo={stay.stayNo} />}
    </OccupiedRoomScreen>
  );
}
