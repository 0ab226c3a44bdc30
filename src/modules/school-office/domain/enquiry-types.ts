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
