import type { PersonKind } from './complaint-types';

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
