import type { PersonKind } from './complaint-types';

/**
 * The front desk's pupils and the people its records name; each desk's own shapes are beside (enquiry-, visitor-,
 * complaint-, meeting-, book-sale-types.ts; the fees' in fee-, due-, student-charge-, fee-receipt- and
 * fee-ledger-types.ts). Numbers are `<PREFIX><yyyy>-<NNNNN>` (src/lib/numbers/year-series.ts); dates yyyy-MM-dd, times
 * HH:mm, stamps yyyy-MM-ddTHH:mm:ss; money rupees with at most two decimals. `by` is the user name that saved a record.
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
