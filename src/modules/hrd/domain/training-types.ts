/** Ours: a training or a meeting with its attendees. */
export interface HrdTraining {
  recordId: number;
  seq: string;
  dat: string;
  title: string;
  trainer: string;
  venue: string;
  fromDate: string;
  toDate: string;
  attendees: Array<{ empno: number; attended: boolean; remarks: string }>;
}

export interface HrdMeeting {
  recordId: number;
  seq: string;
  dat: string;
  subject: string;
  venue: string;
  meetingDate: string;
  fromTime: string;
  toTime: string;
  chairedBy: number | null;
  minutes: string;
  attendees: Array<{ empno: number; attended: boolean }>;
}
