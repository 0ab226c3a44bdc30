import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import type { RoomTile } from './domain/room-states';

export interface RoomOperation {
  screen: ScreenDeclaration;
  label: string;
  params: Record<string, string>;
}

const VACANT_SCREENS = [
  FRONT_OFFICE.checkIn,
  FRONT_OFFICE.quickCheckIn,
  FRONT_OFFICE.houseGuest,
  FRONT_OFFICE.roomStatus,
];
/** The occupied-room screens, in the menu's order (spec screens 1 to 10, and the tariff's previous slots). */
const OCCUPIED_SCREENS = [
  FRONT_OFFICE.changeDetails,
  FRONT_OFFICE.cform,
  FRONT_OFFICE.postCharges,
  FRONT_OFFICE.roomTransfer,
  FRONT_OFFICE.tariffChange,
  FRONT_OFFICE.tariffSlots,
  FRONT_OFFICE.guestManagement,
  FRONT_OFFICE.registrationCard,
  FRONT_OFFICE.ledger,
  FRONT_OFFICE.cancelCheckIn,
  FRONT_OFFICE.checkOut,
];

/**
 * What can be done with a room from its tile: an occupied room's operations on its stay; an arriving room's check-in
 * of the reservation first, then the vacant-room operations; a vacant room's, and a new reservation for it; an
 * out-of-order room only its status.
 */
export function operationsFor(tile: RoomTile): RoomOperation[] {
  const room = { room: tile.roomNo };
  if (tile.state === 'OCCUPIED' || tile.state === 'DUE_OUT')
    return OCCUPIED_SCREENS.map((screen) => ({ screen, label: screen.title, params: { stay: tile.stayNo } }));
  if (tile.state === 'OUT_OF_ORDER')
    return [{ screen: FRONT_OFFICE.roomStatus, label: FRONT_OFFICE.roomStatus.title, params: room }];
  const arriving: RoomOperation[] =
    tile.state === 'ARRIVING'
      ? [
          {
            screen: FRONT_OFFICE.checkIn,
            label: 'Check in the reservation',
            params: { reservation: tile.reservationId },
          },
        ]
      : [];
  return [
    ...arriving,
    ...VACANT_SCREENS.map((screen) => ({ screen, label: screen.title, params: room })),
    { screen: FRONT_OFFICE.reservations, label: 'Reserve this room', params: { record: 'new', room: tile.roomNo } },
  ];
}
