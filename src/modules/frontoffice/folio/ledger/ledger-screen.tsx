import { OccupiedRoomScreen } from '../../shared/occupied-room-screen';
import { StayLedger } from './stay-ledger';

/** Ledger (/frontoffice/fo-ledger): the folio of an occupied room. */
export function LedgerScreen() {
  return (
    <OccupiedRoomScreen title="Ledger">{(stay) => <StayLedger key={stay.stayNo} stay={stay} />}</OccupiedRoomScreen>
  );
}
