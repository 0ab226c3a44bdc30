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
