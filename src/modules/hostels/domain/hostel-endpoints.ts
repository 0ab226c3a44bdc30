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
