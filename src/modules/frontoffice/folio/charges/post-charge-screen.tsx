import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import type { OpenStay } from '../../domain/shared-endpoints';
import { OccupiedRoomScreen } from '../../shared/occupied-room-screen';
import { useFolio } from '../../shared/use-stays';
import { closedFolioText } from '../domain/folio-rules';
import { useChargeCancellations, useChargeHeads } from '../folio-api';
import { ChargeList } from './charge-list';
import { PostChargeForm } from './post-charge-form';

/** The entry form once the heads are in (only for a folio open to postings). */
function ChargeEntry({ stay }: { stay: OpenStay }) {
  const heads = useChargeHeads();
  if (heads.isPending)
    return <Spinner animation="border" size="sm" role="status" aria-label="Loading the charge heads" />;
  if (heads.isError) return <Alert variant="danger">{heads.error.message}</Alert>;
  return <PostChargeForm stay={stay} heads={heads.data} />;
}

function StayCharges({ stay }: { stay: OpenStay }) {
  const allowed = useScreenPermission();
  const folio = useFolio(stay.stayNo);
  const cancellations = useChargeCancellations(stay.stayNo);
  const closed = closedFolioText(stay);
  return (
    <>
      {closed ? (
        <Alert variant="warning">{closed}</Alert>
      ) : !allowed('create') ? (
        <p>You may see this room's charges; posting one needs the create right.</p>
      ) : (
        <ChargeEntry stay={stay} />
      )}
      <h2 className="h5 mt-4">Charges posted to room {stay.room}</h2>
      {folio.isError && <Alert variant="danger">{folio.error.message}</Alert>}
      {folio.data && (
        <ChargeList
          lines={folio.data.lines}
          cancellations={cancellations.data ?? []}
          mayCancel={!closed && allowed('delete')}
        />
      )}
    </>
  );
}

/**
 * Post charges (/frontoffice/fo-post-charge-entry): charges from the post-charges master to an in-house guest's folio,
 * and their cancellation.
 */
export function PostChargeScreen() {
  return (
    <OccupiedRoomScreen title="Post charges">
      {(stay) => <StayCharges key={stay.stayNo} stay={stay} />}
    </OccupiedRoomScreen>
  );
}
