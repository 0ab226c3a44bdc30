import type { FoMode, GuestDetails, StayGroup } from '../../domain/stay-types';

/**
 * Group operations (front office menu 5): ours, in the family's convention (POST only, bodies
 * `{ header, lines, traCheck, usr }` or `{ recordId | detail, usr }`, answers `{ result: "OK" | refusal, seq? }`).
 * A group is a StayGroup (GRP<yy>-<MM>/<nnnn>) over reservations (booked) or stays (checked in).
 */
export const GROUPS_ENDPOINTS = {
  /**
   * `{ detail: GroupScreenName }` -> GroupRequirements: the hotel date, the rooms, meal plans and the companies and
   * agents a group may be billed to (that screen's right is checked).
   */
  requirements: 'api/FOGroups/GetFOGroupRequirements',
  /** `{ detail?: 'ALL' }` -> GroupSummary[]: the open groups (ALL: the closed too), newest first. */
  list: 'api/FOGroups/GetFOGroups',
  /** `{ recordId: groupId }` -> GroupDetail | null. */
  one: 'api/FOGroups/GetFOGroup',
  /**
   * `{ header: NewGroupHeader, lines: GroupRoomLine[], traCheck: 1 }` -> `{ result, seq: groupId }`: books the group or
   * checks it in now.
   */
  create: 'api/FOGroups/SetFOGroup',
  /**
   * `{ recordId: groupId, traCheck: 1 }` -> `{ result, seq }`: checks in every booked room of the group, all or none.
   */
  checkIn: 'api/FOGroups/SetFOGroupCheckIn',
  /** `{ header: ModifyGroupHeader, traCheck: 2 }` -> `{ result, seq }`. */
  modify: 'api/FOGroups/SetFOGroupModify',
  /**
   * `{ header: LinkGroupHeader, traCheck: 2 }` -> `{ result, seq }`: links an in-house stay to the group or unlinks a
   * member.
   */
  link: 'api/FOGroups/SetFOGroupLink',
  /** `{ header: AddRoomsHeader, lines: GroupRoomLine[], traCheck: 1 }` -> `{ result, seq }`. */
  addRooms: 'api/FOGroups/SetFOGroupRooms',
  /** `{ header: PartCheckoutHeader, lines: PartCheckoutLine[], traCheck: 1 }` -> `{ result, seq, bills }`. */
  partCheckout: 'api/FOGroups/SetFOGroupPartCheckout',
  /** `{ header: FinalCheckoutHeader, traCheck: 1 }` -> `{ result, seq, bills }`. */
  finalCheckout: 'api/FOGroups/SetFOGroupFinalCheckout',
} as const;

export const GROUPS_KEY = 'groups';

/** The group screens (FRONT_OFFICE keys), each asking the requirements under its own right. */
export const GROUP_SCREENS = [
  'groupNew',
  'groupModify',
  'groupLink',
  'groupAddRooms',
  'groupPartCheckout',
  'groupFinalCheckout',
] as const;
export type GroupScreenName = (typeof GROUP_SCREENS)[number];

/** A room the group may take, as the requirements list it. */
export interface GroupRoom {
  roomNo: string;
  category: string;
  categoryName: string;
  floor: number;
  status: string; // VACANT (clean), DIRTY, OCCUPIED, OUT_OF_ORDER
  rate: number; // the category's base tariff per night, rupees
  occupancy: number;
}

export interface GroupMealPlan {
  code: string;
  name: string;
  adultRate: number;
  childRate: number;
}

export interface GroupBillTo {
  code: string;
  name: string;
  customerType: 'COMPANY' | 'AGENT';
}

export interface GroupRequirements {
  today: string; // the hotel business date
  rooms: GroupRoom[];
  mealPlans: GroupMealPlan[];
  billTo: GroupBillTo[];
}

/**
 * A foreign national's passport, visa and arrival in India (the C-Form's data), as a member room's guest gives them.
 */
export type ForeignDetails = Pick<
  GuestDetails,
  'passportNo' | 'passportExpiry' | 'visaNo' | 'visaType' | 'visaExpiry' | 'arrivedInIndia' | 'arrivedFrom'
>;

export const NO_FOREIGN_DETAILS: ForeignDetails = {
  passportNo: '',
  passportExpiry: '',
  visaNo: '',
  visaType: '',
  visaExpiry: '',
  arrivedInIndia: '',
  arrivedFrom: '',
};

/**
 * One room of a group as entered. The leader's room takes the leader's particulars (the header's); every other room a
 * guest's name and nationality (a foreign national's passport and visa too); the group's contact mobile is the
 * leader's.
 */
export interface GroupRoomLine {
  room: string;
  guestName: string;
  nationality: string;
  foreign: ForeignDetails;
  adults: number;
  children: number;
  mealPlan: string;
}

/** BOOK: a booking for the arrival date (reservations); CHECK_IN: the rooms are checked in now (stays). */
export type GroupMode = 'BOOK' | 'CHECK_IN';

export interface NewGroupHeader {
  name: string;
  mode: GroupMode;
  leader: GuestDetails; // guestId '' makes a new guest
  leaderRoom: string;
  billTo: string; // a COMPANY / AGENT customer code; '' the leader pays
  arrival: string; // yyyy-MM-dd (CHECK_IN: the hotel date)
  departure: string;
  remarks: string;
}

export interface ModifyGroupHeader {
  groupId: string;
  name: string;
  leaderStayNo: string;
  billTo: string;
  departure: string;
  remarks: string;
}

export interface LinkGroupHeader {
  groupId: string;
  stayNo: string;
  action: 'LINK' | 'UNLINK';
}

export interface AddRoomsHeader {
  groupId: string;
  mode: GroupMode;
}

/** OWN: the room settles its own folio; LEADER: its balance moves to the leader's folio. */
export type PartCheckoutHow = 'OWN' | 'LEADER';

export interface PartCheckoutLine {
  stayNo: string;
  how: PartCheckoutHow;
  mode: FoMode; // how an OWN room settles (COMPANY: to the group's company)
}

export interface PartCheckoutHeader {
  groupId: string;
}

/**
 * ONE: one bill for the group (every room's balance moved to the leader's folio, settled once); PER_ROOM: each folio
 * settled in turn.
 */
export type GroupBilling = 'ONE' | 'PER_ROOM';

export interface FinalCheckoutHeader {
  groupId: string;
  billing: GroupBilling;
  mode: FoMode;
}

/** Where a member of the group stands. */
export type MemberStatus = 'BOOKED' | 'IN_HOUSE' | 'CHECKOUT_PENDING' | 'CHECKED_OUT' | 'CANCELLED' | 'NO_SHOW';

/** A room of a group: its reservation while booked, its stay once checked in. Amounts in rupees. */
export interface GroupMember {
  reservationId: string;
  stayNo: string;
  room: string;
  category: string;
  guestName: string;
  leader: boolean;
  status: MemberStatus;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  mealPlan: string;
  balance: number; // the folio's balance now
  nightsDue: number; // nights not yet charged up to the hotel date (charged at check-out)
  due: number; // balance + those nights: what the room owes if it leaves today
}

export type GroupState = 'BOOKED' | 'IN_HOUSE' | 'CLOSED';

export interface GroupSummary {
  groupId: string;
  name: string;
  state: GroupState;
  leaderName: string;
  arrival: string;
  departure: string;
  rooms: number;
  billTo: string;
}

export interface GroupDetail {
  group: StayGroup;
  state: GroupState;
  today: string;
  leaderName: string;
  billToName: string;
  members: GroupMember[];
}

/** A bill a check-out produced, as the answer lists it (the group bill lists each room's part). */
export interface GroupBill {
  stayNo: string;
  room: string;
  guestName: string;
  billNo: string;
  amount: number; // settled (or moved to the leader's folio)
  mode: FoMode | ''; // '' nothing to settle, or moved
  movedToLeader: boolean;
  parts: { room: string; guestName: string; stayNo: string; amount: number }[]; // ONE bill: each room's share
}
