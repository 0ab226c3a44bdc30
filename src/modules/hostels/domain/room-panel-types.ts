import type { OccupantKind } from './allocation-types';

export type BedState = 'VACANT' | 'OCCUPIED' | 'OUT_OF_SERVICE';

export interface PanelOccupant {
  allocNo: string;
  kind: OccupantKind;
  name: string;
  admissionNo: string;
  mobile: string;
  since: string;
  packageCode: string;
  packageName: string;
  monthlyRate: number;
}

export interface PanelBed {
  bedId: string;
  /** B1, B2... */
  label: string;
  state: BedState;
  occupant: PanelOccupant | null;
  /** Why it is out of service ('' otherwise). */
  reason: string;
  /** Out of service on its own (not because its room is under maintenance): it can be put back. */
  ownStatus: boolean;
}

export interface PanelRoom {
  code: string;
  roomNo: string;
  hostel: string;
  floor: number;
  category: string;
  categoryName: string;
  beds: PanelBed[];
}

/** A hostel's beds today; the percentage is of the beds in service. */
export interface HostelOccupancy {
  hostel: string;
  name: string;
  gender: string;
  beds: number;
  occupied: number;
  outOfService: number;
  vacant: number;
  percent: number;
}

export interface RoomPanel {
  today: string;
  hostels: HostelOccupancy[];
  rooms: PanelRoom[];
}

/** A bed's id: its room's code and its label, e.g. VBH-101/B2. */
export const bedIdOf = (room: string, label: string) => `${room}/${label}`;

/** The room and label of a bed id. */
export function splitBedId(bedId: string): { room: string; label: string } {
  const at = bedId.lastIndexOf('/');
  return at < 0 ? { room: bedId, label: '' } : { room: bedId.slice(0, at), label: bedId.slice(at + 1) };
}

/** "bed B2 of room VBH-101". */
export function bedName(bedId: string): string {
  const { room, label } = splitBedId(bedId);
  return `bed ${label} of room ${room}`;
}
