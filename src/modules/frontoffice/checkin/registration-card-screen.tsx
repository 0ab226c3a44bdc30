import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { OccupiedRoomScreen } from '../shared/occupied-room-screen';
import { useRegistrationCard } from './checkin-api';
import { RegistrationCardView } from './registration-card-view';

function Card({ stayNo }: { stayNo: string }) {
  const card = useRegistrationCard(stayNo);
  if (card.isError) return <Alert variant="danger">{card.error.message}</Alert>;
  if (!card.data)
    return <Spinner animation="border" size="sm" role="status" aria-label="Loading the registration card" />;
  return <RegistrationCardView card={card.data} />;
}

/**
 * Registration card (/frontoffice/fo-registration-card): the stay's card, printed (the print right) or reprinted
 * (reprint).
 */
export function RegistrationCardScreen() {
  return (
    <OccupiedRoomScreen title="Registration card">
      {(stay) => <Card key={stay.stayNo} stayNo={stay.stayNo} />}
    </OccupiedRoomScreen>
  );
}
