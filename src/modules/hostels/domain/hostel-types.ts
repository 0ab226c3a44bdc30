/**
 * The hostels' wire shapes and routes: the room panel, charges and services, monthly billing,
 * receipts, reports and dashboard. The real server's hostel API is not public: these are ours, in the
 * family's convention (POST `api/<Controller>/<Action>`, bodies `{ header, traCheck, usr }` or
 * `{ recordId | detail | frmDate | toDate, usr }`, answers `{ result: 'OK' | <refusal>, seq? }`).
 * Money travels as rupees with two decimals; dates as yyyy-MM-dd; months as yyyy-MM.
 */
export const HOSTEL_ENDPOINTS = {
  /** `{}` → RoomPanel: every hostel's rooms and beds as they stand today. */
  panel: 'api/HostelRoomPanel/GetHostelRoomPanel',
  /** `{}` → AllocationRequirements. */
  allocationRequirements: 'api/HostelRoomPanel/GetHostelAllocationRequirements',
  /** `{ recordId: allocNo }` → HostelAllocation | null (with its bed history). */
  allocation: 'api/HostelRoomPanel/GetHostelAllocation',
  /**
   * `{ header, traCheck }`: 1 allocate (AllocateInput), 2 transfer (TransferInput), 3 vacate (VacateInput) →
   * `{ result, seq: allocNo }`.
   */
  saveAllocation: 'api/HostelRoomPanel/SetHostelAllocation',
  /** `{ header: BedStatusInput }` → `{ result }`. */
  bedStatus: 'api/HostelRoomPanel/SetHostelBedStatus',
  /** `{ detail: month }` → ChargeRequirements. */
  chargeRequirements: 'api/HostelCharges/GetHostelChargeRequirements',
  /** `{ detail: month }` → PostedCharge[] (charges and service subscriptions of the month). */
  charges: 'api/HostelCharges/GetHostelCharges',
  /**
   * `{ header: ChargeInput, traCheck: 1 }` posts; `{ recordId: id, traCheck: 3 }` withdraws one not yet billed →
   * `{ result, seq }`.
   */
  saveCharge: 'api/HostelCharges/SetHostelCharge',
  /** `{ detail: month }` → BillingPreview: what a run would bill now, and the month's bills. */
  billingPreview: 'api/HostelBilling/GetHostelBillingPreview',
  /** `{ recordId: billNo }` → HostelBill | null. */
  bill: 'api/HostelBilling/GetHostelBill',
  /** `{ header: { month }, traCheck: 1 }` → `{ result, seq: bills made, bills: billNo[] }`. */
  runBilling: 'api/HostelBilling/SetHostelBilling',
  /** `{ recordId: billNo, detail: reason }` → `{ result }`. */
  cancelBill: 'api/HostelBilling/CancelHostelBill',
  /** `{}` → ReceiptRequirements. */
  receiptRequirements: 'api/HostelReceipts/GetHostelReceiptRequirements',
  /** `{ detail: occupantKey }` → DueBill[] oldest first. */
  dueBills: 'api/HostelReceipts/GetHostelDueBills',
  /** `{ frmDate, toDate }` → HostelReceipt[] newest first. */
  receipts: 'api/HostelReceipts/GetHostelReceipts',
  /** `{ recordId: receiptNo }` → HostelReceipt | null. */
  receipt: 'api/HostelReceipts/GetHostelReceipt',
  /** `{ header: ReceiptInput, traCheck: 1 }` → `{ result, seq: receiptNo, recordId: receiptNo }`. */
  saveReceipt: 'api/HostelReceipts/SetHostelReceipt',
  /** `{ recordId: receiptNo }`: counts a copy (print 7 the first time, reprint 8 after) → `{ result }`. */
  printReceipt: 'api/HostelReceipts/PrintHostelReceipt',
  /** `{ recordId: receiptNo, detail: reason }` → `{ result }`: the receipt kept, marked, its voucher taken back. */
  cancelReceipt: 'api/HostelReceipts/CancelHostelReceipt',
  /** Reports `{ frmDate, ... }` → ReportResult. */
  occupancyReport: 'api/HostelReports/GetHostelOccupancy',
  billsReport: 'api/HostelReports/GetHostelBillsAndDues',
  /** `{}` → DashboardData. */
  dashboard: 'api/HostelDashboard/GetHostelDashboard',
} as const;

/** The react-query key every hostel read starts with; every hostel write invalidates it. */
export const HOSTEL_KEY = 'hostels';

export type OccupantKind = 'STUDENT' | 'GUEST';

/** Who holds a bed: a student of the school (by admission number) or a guest (name and mobile). */
export interface Occupant {
  kind: OccupantKind;
  /** 'S:<admissionNo>' for a student (the same across their allocations), 'G:<allocNo>' for a guest. */
  key: string;
  name: string;
  admissionNo: string;
  mobile: string;
  /** The student's class and section, e.g. 'VII B'; '' for a guest. */
  className: string;
}

/**
 * One stretch of an allocation in one bed: from a day (inclusive) to the day the bed was left (exclusive; null while
 * held).
 */
export interface StaySegment {
  hostel: string;
  room: string;
  bedId: string;
  from: string;
  to: string | null;
  /** '' when the bed is let alone (the room category's rent per bed). */
  packageCode: string;
  packageName: string;
  /** The rent a month in rupees, frozen when the segment began. */
  monthlyRate: number;
}

export type AllocationStatus = 'ACTIVE' | 'VACATED';

export interface HostelAllocation {
  /** HAL<yy>-<MM>/<nnnn>. */
  allocNo: string;
  occupant: Occupant;
  /** Oldest first; a transfer closes the last and opens another, so the history is kept. */
  segments: StaySegment[];
  from: string;
  to: string | null;
  status: AllocationStatus;
  remarks: string;
  createdAt: string;
  createdBy: string;
}

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

export interface StudentChoice {
  admissionNo: string;
  name: string;
  className: string;
  gender: string;
  /** The bed the student holds now ('' if none). */
  bedId: string;
}

export type PackagePeriod = 'MONTH' | 'TERM' | 'YEAR';

export interface PackageChoice {
  code: string;
  name: string;
  roomCategory: string;
  period: PackagePeriod;
  /** The package's price for its period (per person), rupees. */
  price: number;
  /** What a month of it costs: the price over the period's months. */
  monthlyRate: number;
  /** The names of the services it includes. */
  services: string[];
}

export interface CategoryChoice {
  code: string;
  name: string;
  /** The rent per bed a month (a bed let alone, without a package). */
  monthlyRent: number;
}

export interface AllocationRequirements {
  today: string;
  students: StudentChoice[];
  packages: PackageChoice[];
  categories: CategoryChoice[];
}

export interface AllocateInput {
  bedId: string;
  occupantKind: OccupantKind;
  admissionNo: string;
  guestName: string;
  guestMobile: string;
  /** '' lets the bed alone at its room category's rent per bed. */
  packageCode: string;
  fromDate: string;
  remarks: string;
}

export interface TransferInput {
  allocNo: string;
  bedId: string;
  date: string;
  packageCode: string;
}

export interface VacateInput {
  allocNo: string;
  date: string;
  remarks: string;
}

export interface BedStatusInput {
  bedId: string;
  outOfService: boolean;
  reason: string;
}

/** An occupant who may be charged for a month: held a bed some day of it. */
export interface OccupantChoice {
  allocNo: string;
  key: string;
  name: string;
  kind: OccupantKind;
  bedId: string;
  active: boolean;
  packageCode: string;
  /** Service codes the occupant's package already includes (not subscribed again). */
  included: string[];
}

export interface ChargeHead {
  code: string;
  name: string;
  amount: number | null;
  taxPercent: number;
}

export interface ServiceChoice {
  code: string;
  name: string;
  rate: number;
  per: string;
  taxPercent: number;
  optional: boolean;
}

export interface ChargeRequirements {
  month: string;
  currentMonth: string;
  occupants: OccupantChoice[];
  heads: ChargeHead[];
  services: ServiceChoice[];
}

export type ChargeKind = 'CHARGE' | 'SERVICE';

export interface ChargeInput {
  kind: ChargeKind;
  allocNo: string;
  month: string;
  /** The post-charge head or the service. */
  code: string;
  /** A charge's rate in rupees (the head's default when null); ignored for a service. */
  amount: number | null;
  /** A charge's quantity (nights, pieces); 1 for a service. */
  quantity: number;
  remarks: string;
}

export interface PostedCharge {
  /** HPC<yy>-<MM>/<nnnn> for a charge, HSV<yy>-<MM>/<nnnn> for a subscription. */
  id: string;
  kind: ChargeKind;
  month: string;
  date: string;
  allocNo: string;
  occupantKey: string;
  occupantName: string;
  code: string;
  name: string;
  /** A charge's rate, a service's rate per its period. */
  rate: number;
  per: string;
  quantity: number;
  taxPercent: number;
  /** The income account's name it posts to (a head's account; services post to the hostel services income). */
  account: string;
  remarks: string;
  /** The live bill it is on ('' while not billed). */
  billNo: string;
  status: 'OPEN' | 'WITHDRAWN';
  by: string;
}

export type BillLineKind = 'RENT' | 'SERVICE' | 'CHARGE';

export interface BillLine {
  /**
   * What was billed, so it is never billed twice: RENT|<allocNo>|<month>, AUTO|<allocNo>|<month>|<service>, SUB|<id>,
   * CHG|<id>.
   */
  item: string;
  kind: BillLineKind;
  description: string;
  /** Days charged (rent and services); null for a posted charge. */
  days: number | null;
  amount: number;
  taxPercent: number;
  cgst: number;
  sgst: number;
  /** The income account's name it posts to (Hostel rent income, a head's account...). */
  income: string;
}

export interface HostelBill {
  /** HBL<yy>-<MM>/<nnnn>, numbered by its date. */
  billNo: string;
  date: string;
  month: string;
  occupant: Occupant;
  allocNos: string[];
  hostel: string;
  bedId: string;
  lines: BillLine[];
  taxable: number;
  cgst: number;
  sgst: number;
  total: number;
  received: number;
  due: number;
  status: 'OPEN' | 'CANCELLED';
  cancelReason: string;
  cancelledAt: string;
  cancelledBy: string;
  by: string;
}

/** What a billing run would make for one occupant (not numbered yet). */
export interface BillDraft {
  occupant: Occupant;
  allocNos: string[];
  hostel: string;
  bedId: string;
  lines: BillLine[];
  total: number;
}

export interface BillingPreview {
  month: string;
  /** The latest month that may be billed (the current one). */
  currentMonth: string;
  drafts: BillDraft[];
  bills: HostelBill[];
}

export type ReceiptMode = 'CAS' | 'BAN' | 'MOB';

export interface DueOccupant {
  key: string;
  name: string;
  kind: OccupantKind;
  bedId: string;
  due: number;
  bills: number;
}

export interface DueBill {
  billNo: string;
  month: string;
  date: string;
  total: number;
  received: number;
  due: number;
}

export interface ReceiptAccount {
  code: string;
  detail: string;
  typ: ReceiptMode;
}

export interface ReceiptRequirements {
  today: string;
  occupants: DueOccupant[];
  accounts: ReceiptAccount[];
}

export interface ReceiptInput {
  occupantKey: string;
  amount: number;
  mode: ReceiptMode;
  account: string;
  reference: string;
  remarks: string;
}

export interface HostelReceipt {
  /** HRC<yy>-<MM>/<nnnn>. */
  receiptNo: string;
  date: string;
  occupantKey: string;
  occupantName: string;
  amount: number;
  mode: ReceiptMode;
  account: string;
  accountName: string;
  reference: string;
  remarks: string;
  /** The bills it settled, oldest first. */
  lines: Array<{ billNo: string; month: string; amount: number }>;
  printCount: number;
  status: 'OPEN' | 'CANCELLED';
  cancelReason: string;
  by: string;
}

export const RECEIPT_MODE_LABELS: Readonly<Record<ReceiptMode, string>> = { CAS: 'Cash', BAN: 'Bank', MOB: 'Wallet' };

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
