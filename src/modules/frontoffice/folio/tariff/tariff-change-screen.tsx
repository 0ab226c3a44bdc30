import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import type { OpenStay } from '../../domain/shared-endpoints';
import { OccupiedRoomScreen } from '../../shared/occupied-room-screen';
import { useFolio } from '../../shared/use-stays';
import { closedFolioText } from '../domain/folio-rules';
import { useTariffRequirements } from '../folio-api';
import { TariffChangeForm } from './tariff-change-form';

function StayTariff({ stay }: { stay: OpenStay }) {
  const allowed = useScreenPermission();
  const folio = useFolio(stay.stayNo);
  const requirements = useTariffRequirements();
  const closed = closedFolioText(stay);
  if (closed) return <Alert variant="warning">{closed}</Alert>;
  if (stay.kind === 'HOUSE') return <p>{`Room ${stay.room} is a house guest's: there is no tariff to change.`}</p>;
  if (!allowed('create')) return <p>Changing the tariff needs the create right.</p>;
  if (folio.isError || requirements.isError)
    return <Alert variant="danger">{(folio.error ?? requirements.error)?.message}</Alert>;
  if (!folio.data || !requirements.data)
    return <Spinner animation="border" size="sm" role="status" aria-label="Loading the tariff" />;
  return <TariffChangeForm folio={folio.data} requirements={requirements.data} />;
}

/** Tariff change (/frontoffice/fo-tariff-change): a new tariff slot from a night on; earlier nights keep theirs. */
export function TariffChangeScreen() {
  return (
    <OccupiedRoomScreen title="Tariff change">
      {(stay) => <StayTariff key={stay.stayNo} stay={stay} />}
    </OccupiedRoomScreen>
  );
}
