import { differenceInCalendarDays, parseISO } from 'date-fns';
import { formatDate } from '../../../../lib/format/date-format';
import type { PanelData, PanelRoom } from './panel-types';

/** What the receptionist sees on a room's tile. */
export type RoomState = 'VACANT_CLEAN' | 'VACANT_DIRTY' | 'ARRIVING' | 'OCCUPIED' | 'DUE_OUT' | 'OUT_OF_ORDER';

export const ROOM_STATES: readonly RoomState[] = [
  'VACANT_CLEAN',
  'VACANT_DIRTY',
  'ARRIVING',
  'OCCUPIED',
  'DUE_OUT',
  'OUT_OF_ORDER',
];

export const ROOM_STATE_LABELS: Record<RoomState, string> = {
  VACANT_CLEAN: 'Vacant clean',
  VACANT_DIRTY: 'Vacant dirty',
  ARRIVING: 'Arriving today',
  OCCUPIED: 'Occupied',
  DUE_OUT: 'Due out today',
  OUT_OF_ORDER: 'Out of order',
};

export interface RoomTile {
  roomNo: string;
  floor: number;
  category: string;
  categoryName: string;
  state: RoomState;
  /** Arriving today: is the room still to be cleaned? */
  dirty: boolean;
  guestName: string; // the stay's guest, or the reservation's
  nights: number; // the stay's planned nights (0 when no stay)
  stayNo: string;
  reservationId: string;
  outOfOrderReason: string;
  outOfOrderTo: string;
  /**
   * The tile's accessible name, in the order the tile shows it: "Room 101, occupied, Ramesh Agarwal, 2 nights,
   * Standard".
   */
  label: string;
}

export interface PanelSummary {
  hotelDate: string;
  arrivalsExpected: number; // booked reservations arriving today, not yet checked in
  checkedInToday: number;
  dueOut: number; // open stays whose departure is today or past
  checkedOutToday: number;
  occupied: number;
  inService: number; // active rooms not out of order
  occupancyPercent: number; // whole percent
}

export const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;
export const untilText = (date: string) => `until ${formatDate(date)}`;

function labelOf(tile: Omit<RoomTile, 'label'>): string {
  const parts = [`Room ${tile.roomNo}`, ROOM_STATE_LABELS[tile.state].toLowerCase()];
  if (tile.state === 'OCCUPIED' || tile.state === 'DUE_OUT') parts.push(tile.guestName, nightsText(tile.nights));
  if (tile.state === 'ARRIVING') parts.push(tile.guestName, tile.dirty ? 'room dirty' : 'room clean');
  if (tile.state === 'OUT_OF_ORDER' && tile.outOfOrderReason) parts.push(tile.outOfOrderReason);
  if (tile.state === 'OUT_OF_ORDER' && tile.outOfOrderTo) parts.push(untilText(tile.outOfOrderTo));
  parts.push(tile.categoryName);
  return parts.join(', ');
}

// One collator for every comparison (localeCompare with options builds one per call: slow over hundreds of rooms).
const numeric = new Intl.Collator(undefined, { numeric: true });
const byRoomNumber = (a: PanelRoom, b: PanelRoom) => a.floor - b.floor || numeric.compare(a.roomNo, b.roomNo);

/** The planned nights between two dates (at least one), without listing them (tariff.ts plannedNights does). */
const nightsOf = (arrivalDate: string, departure: string) =>
  Math.max(1, differenceInCalendarDays(parseISO(departure), parseISO(arrivalDate)));

/**
 * Every active room's state on the hotel date: a room with an open stay is occupied, or due out when its departure
 * is on or before the hotel date; otherwise out of order when the master says so; otherwise arriving today when a
 * booked reservation for it arrives on the hotel date; otherwise vacant, dirty or clean as the master says (a master
 * still saying occupied with no stay in the room is shown dirty: someone must look at it).
 */
export function roomTiles(data: PanelData): RoomTile[] {
  const names = new Map(data.categories.map((category) => [category.code, category.name]));
  const openStays = new Map<string, PanelData['stays'][number]>();
  for (const stay of data.stays)
    if (stay.status === 'IN_HOUSE' || stay.status === 'CHECKOUT_PENDING') openStays.set(stay.room, stay);
  const arriving = new Map<string, PanelData['reservations'][number]>();
  for (const reservation of data.reservations) {
    if (reservation.status === 'BOOKED' && reservation.room && reservation.arrival === data.hotelDate)
      arriving.set(reservation.room, reservation);
  }
  return data.rooms
    .filter((room) => room.active)
    .sort(byRoomNumber)
    .map((room) => {
      const stay = openStays.get(room.roomNo);
      const reservation = arriving.get(room.roomNo);
      const dirty = room.status === 'DIRTY' || room.status === 'OCCUPIED';
      let state: RoomState;
      if (stay) state = stay.departure <= data.hotelDate ? 'DUE_OUT' : 'OCCUPIED';
      else if (room.status === 'OUT_OF_ORDER') state = 'OUT_OF_ORDER';
      else if (reservation) state = 'ARRIVING';
      else state = dirty ? 'VACANT_DIRTY' : 'VACANT_CLEAN';
      const tile: Omit<RoomTile, 'label'> = {
        roomNo: room.roomNo,
        floor: room.floor,
        category: room.category,
        categoryName: names.get(room.category) ?? room.category,
        state,
        dirty: !stay && dirty,
        guestName: stay?.guestName ?? (state === 'ARRIVING' ? reservation!.guestName : ''),
        nights: stay ? nightsOf(stay.arrival.slice(0, 10), stay.departure) : 0,
        stayNo: stay?.stayNo ?? '',
        reservationId: state === 'ARRIVING' ? reservation!.reservationId : '',
        outOfOrderReason: state === 'OUT_OF_ORDER' ? room.outOfOrderReason : '',
        outOfOrderTo: state === 'OUT_OF_ORDER' ? room.outOfOrderTo : '',
      };
      return { ...tile, label: labelOf(tile) };
    });
}

/** Today's arrivals and departures and the occupancy, from the same data and the tiles made of it. */
export function panelSummary(data: PanelData, tiles: readonly RoomTile[]): PanelSummary {
  const today = data.hotelDate;
  const counted = data.stays.filter((stay) => stay.status !== 'CANCELLED');
  const open = counted.filter((stay) => stay.status === 'IN_HOUSE' || stay.status === 'CHECKOUT_PENDING');
  const occupied = tiles.filter((tile) => tile.state === 'OCCUPIED' || tile.state === 'DUE_OUT').length;
  const inService = tiles.filter((tile) => tile.state !== 'OUT_OF_ORDER').length;
  return {
    hotelDate: today,
    arrivalsExpected: data.reservations.filter(
      (reservation) => reservation.status === 'BOOKED' && reservation.arrival === today,
    ).length,
    checkedInToday: counted.filter((stay) => stay.arrival.slice(0, 10) === today).length,
    dueOut: open.filter((stay) => stay.departure <= today).length,
    checkedOutToday: counted.filter((stay) => stay.status === 'CHECKED_OUT' && stay.checkedOutAt.slice(0, 10) === today)
      .length,
    occupied,
    inService,
    occupancyPercent: inService === 0 ? 0 : Math.round((occupied * 100) / inService),
  };
}
