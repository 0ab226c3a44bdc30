/**
 * The front desk's stored records and wire shapes, besides the fee ledger's (fee-types.ts). Numbers are
 * `<PREFIX><yyyy>-<NNNNN>` (src/lib/numbers/year-series.ts); dates yyyy-MM-dd, times HH:mm, stamps
 * yyyy-MM-ddTHH:mm:ss; money rupees with at most two decimals. `by` is the user name that saved a record.
 * People are named by key: 'S:<admissionNo>' a pupil, 'P:<admissionNo>' a pupil's parent, 'E:<empno>' staff.
 */

/** A pupil of the Students master (frontdesk.students, /front-desk/fd-students) as stored. */
export interface Student {
  admissionNo: string;
  name: string;
  /** The standard (NUR … XII) and section (A-D): the class code is `${className}-${section}` (VIII-A). */
  className: string;
  section: string;
  /** M, F or O. */
  gender: string;
  dateOfBirth: string;
  parentName: string;
  phone: string;
  email: string;
  address: string;
  /** '' when not known (the ONCE fees fall in the admission year). */
  admissionDate: string;
  /** Uses school transport: kept in step with the transport assignment by the vehicles desk. */
  transport: boolean;
  /** On roll; false once the pupil has left. */
  active: boolean;
}

export type EnquiryStatus = 'OPEN' | 'FOLLOW_UP' | 'CONVERTED' | 'CLOSED';

/** Where an enquiry came from. */
export type EnquirySource = 'WALK_IN' | 'PHONE' | 'WEBSITE' | 'REFERRAL' | 'NEWSPAPER' | 'SOCIAL' | 'OTHER';

/** One contact after the enquiry, in order. */
export interface FollowUp {
  /** 1, 2, 3… within the enquiry. */
  lineNo: number;
  date: string;
  note: string;
  /** The next follow-up agreed ('' for none); never before `date`. */
  nextDate: string;
  by: string;
}

/** A call or walk-in enquiry (fd-calls, and the shared entry/rep1-3 routes), ENQ<yyyy>-NNNNN. */
export interface Enquiry {
  enquiryNo: string;
  date: string;
  parentName: string;
  childName: string;
  phone: string;
  email: string;
  /**
   * The class sought (a standard, e.g. VI) in the school; what they are interested in elsewhere (the screen says so).
   */
  classSought: string;
  source: EnquirySource;
  /** The next follow-up due ('' once converted or closed). */
  followUpDate: string;
  status: EnquiryStatus;
  followUps: FollowUp[];
  remarks: string;
  /** The pupil it became (CONVERTED), else ''. */
  admissionNo: string;
  /** Why it was closed (CLOSED), else ''. */
  closedReason: string;
  /** The day it was converted or closed ('' while open). */
  closedOn: string;
  by: string;
}

export type PresentationStatus = 'SCHEDULED' | 'DONE' | 'CANCELLED';
export type PresentationOutcome = '' | 'INTERESTED' | 'NOT_INTERESTED' | 'ADMITTED';

/** A school presentation (a campus tour or demo class) to a family, PRS<yyyy>-NNNNN: scheduled, then its outcome. */
export interface Presentation {
  presentationNo: string;
  /** The day it was booked. */
  date: string;
  scheduledDate: string;
  scheduledTime: string;
  /** The enquiry it follows ('' for none). */
  enquiryNo: string;
  parentName: string;
  childName: string;
  phone: string;
  /** Staff key 'E:<empno>' and name of who presents. */
  presenter: string;
  presenterName: string;
  venue: string;
  status: PresentationStatus;
  /** '' until DONE. */
  outcome: PresentationOutcome;
  notes: string;
  by: string;
}

/** A visitor at the gate, VIS<yyyy>-NNNNN: in (traCheck 1), then out (traCheck 2). Out is never before in. */
export interface Visitor {
  visitorNo: string;
  date: string;
  name: string;
  phone: string;
  purpose: string;
  /** Whom they meet: a staff key 'E:<empno>' or a pupil 'S:<admissionNo>' (a parent's visit), and the name. */
  meets: string;
  meetsName: string;
  inTime: string;
  /** '' while inside. */
  outTime: string;
  badgeNo: string;
  by: string;
}

export type ComplaintStatus = 'RAISED' | 'ASSIGNED' | 'RESOLVED';
/** What SetFDComplaint's header.action does; the order RAISE → ASSIGN → RESOLVE is enforced. */
export type ComplaintAction = 'RAISE' | 'ASSIGN' | 'RESOLVE';
export type PersonKind = 'PARENT' | 'STUDENT' | 'STAFF' | 'OTHER';

/** A complaint, CMP<yyyy>-NNNNN: raised, assigned to staff, resolved with a note. */
export interface Complaint {
  complaintNo: string;
  date: string;
  raisedBy: string;
  raisedByKind: PersonKind;
  /** The pupil concerned ('' for none). */
  admissionNo: string;
  phone: string;
  category: string;
  description: string;
  status: ComplaintStatus;
  /** Staff key 'E:<empno>' and name ('' until ASSIGNED). */
  assignedTo: string;
  assignedToName: string;
  assignedOn: string;
  /** The resolution note and day ('' until RESOLVED). */
  resolution: string;
  resolvedOn: string;
  by: string;
}

/** One person invited to a front-desk meeting or training, marked when they came. */
export interface FdAttendee {
  /** 'P:<admissionNo>' a parent, 'S:<admissionNo>' a pupil, 'E:<empno>' staff. */
  key: string;
  kind: Exclude<PersonKind, 'OTHER'>;
  name: string;
  attended: boolean;
  remarks: string;
}

/** A meeting (parent-teacher, committee), FMT<yyyy>-NNNNN. */
export interface FdMeeting {
  meetingNo: string;
  date: string;
  subject: string;
  meetingDate: string;
  fromTime: string;
  toTime: string;
  venue: string;
  chairedBy: string;
  minutes: string;
  attendees: FdAttendee[];
  by: string;
}

/** A training or workshop, FTR<yyyy>-NNNNN. */
export interface FdTraining {
  trainingNo: string;
  date: string;
  title: string;
  trainer: string;
  venue: string;
  fromDate: string;
  toDate: string;
  attendees: FdAttendee[];
  by: string;
}

export type SaleItemKind = 'BOOK' | 'UNIFORM' | 'STATIONERY';

/** An item of the front desk's price list (seeded, by class and size), stored under its code. */
export interface SaleItem {
  code: string;
  name: string;
  kind: SaleItemKind;
  /** The standard it is for ('' for any). */
  className: string;
  /** The size ('' for none). */
  size: string;
  /** Rupees. */
  rate: number;
  active: boolean;
}

/** A sale of books and uniform to a pupil, BKS<yyyy>-NNNNN: posts one BOOKS charge (paid at fd-feestra). */
export interface BookSale {
  saleNo: string;
  date: string;
  admissionNo: string;
  name: string;
  classCode: string;
  lines: Array<{ itemCode: string; name: string; size: string; quantity: number; rate: number; amount: number }>;
  /** Rupees: Σ lines' amount. */
  total: number;
  /** The StudentCharge it posted (withdrawn when the sale is cancelled). */
  chargeId: string;
  status: 'OPEN' | 'CANCELLED';
  cancelReason: string;
  by: string;
}

/**
 * Someone the desk logs name (whom a visitor meets, a complaint's staff, an attendee): 'E:<empno>', 'S:<admissionNo>'
 * or 'P:<admissionNo>'.
 */
export interface DeskPerson {
  key: string;
  kind: Exclude<PersonKind, 'OTHER'>;
  name: string;
}

/**
 * What the desk logs' list reads answer (visitors, complaints, meetings, trainings): the period's rows, the people to
 * choose from and the server's day.
 */
export interface DeskListAnswer<T> {
  rows: T[];
  people: DeskPerson[];
  today: string;
}

/** GetFDBookSaleRequirements: the server's day, the pupils on roll and the price list. */
export interface BookSaleRequirements {
  today: string;
  pupils: Array<{ admissionNo: string; name: string; className: string; classCode: string }>;
  items: SaleItem[];
}
