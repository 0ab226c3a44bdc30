/**
 * Night audit, front office settings, the front office reports and dashboard: the endpoints and wire
 * shapes shared by the screens and the demo backend, in the family's convention (POST only, answers
 * `{ result: "OK" | <refusal> }`). Amounts on the wire are rupees with at most two decimals; dates yyyy-MM-dd.
 */
export const AUDIT_ENDPOINTS = {
  /** `{}` → NightAuditView: the hotel date and what its night audit would do. Read right on Night audit. */
  nightAudit: 'api/FONightAudit/GetFONightAudit',
  /**
   * `{ header: { dat }, traCheck: 1 }` → `{ result, seq: dat, next }`: closes the hotel date `dat`. Create right on
   * Night audit.
   */
  runNightAudit: 'api/FONightAudit/SetFONightAudit',
  /** `{}` → FoSettings. Read right on Front office settings. */
  settings: 'api/FOSettings/GetFOSettings',
  /**
   * `{ header: FoSettings, traCheck: 2 }` → `{ result }` (a refusal names the field). Modify right on Front office
   * settings.
   */
  saveSettings: 'api/FOSettings/SetFOSettings',
  /** `{}` → DashboardData (see frontoffice-dashboards.ts). */
  dashboard: 'api/FODashboard/GetFODashboard',
} as const;

/**
 * The report endpoints (each `{ frmDate?, toDate?, detail?, usr }` → ReportResult), read with the report screen's
 * right.
 */
export const FO_REPORT_ENDPOINTS = {
  arrivals: 'api/FOReports/GetFOArrivals',
  departures: 'api/FOReports/GetFODepartures',
  inHouse: 'api/FOReports/GetFOInHouse',
  occupancyDay: 'api/FOReports/GetFOOccupancyByDay',
  occupancyMonth: 'api/FOReports/GetFOOccupancyByMonth',
  roomRevenue: 'api/FOReports/GetFORoomRevenue',
  charges: 'api/FOReports/GetFOChargesByHead',
  advances: 'api/FOReports/GetFOAdvances',
  cforms: 'api/FOReports/GetFOCFormRegister',
  nightAudits: 'api/FOReports/GetFONightAuditHistory',
} as const;

export type FoReportEndpoint = (typeof FO_REPORT_ENDPOINTS)[keyof typeof FO_REPORT_ENDPOINTS];

/** One night the audit will charge (or charged): the room's tariff for the night with its GST. */
export interface AuditNightRow {
  stayNo: string;
  room: string;
  guestName: string;
  night: string;
  amount: number; // taxable: room, meals, extra beds
  percent: number;
  cgst: number;
  sgst: number;
  total: number;
}

export interface AuditStayRow {
  stayNo: string;
  room: string;
  guestName: string;
  departure: string;
}

export interface AuditNoShowRow {
  reservationId: string;
  guestName: string;
  mobile: string;
  room: string;
  category: string;
  arrival: string;
}

/** The Night audit screen's read: the hotel date to close and what closing it does, or why it cannot run now. */
export interface NightAuditView {
  date: string; // the hotel date the audit closes
  calendarToday: string;
  lastAudit: { dat: string; at: string; user: string } | null;
  nights: AuditNightRow[];
  totals: { rooms: number; nights: number; amount: number; cgst: number; sgst: number; total: number };
  houseGuests: AuditStayRow[];
  untariffed: AuditStayRow[]; // nights to charge but no tariff to price them: not posted
  noShows: AuditNoShowRow[];
  dueOuts: AuditStayRow[];
  /** Why the audit cannot run now (empty: it can). */
  refusals: string[];
}

/** The audit's answer: OK with the date closed (`seq`) and the hotel date now (`next`). */
export interface NightAuditAnswer {
  result: string;
  seq?: string;
  next?: string;
  roomsPosted?: number;
}
