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
