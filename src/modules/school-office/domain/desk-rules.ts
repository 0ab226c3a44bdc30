import { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import type { SaleItem } from './book-sale-types';
import type { FdAttendee } from './meeting-types';
import type { Complaint, ComplaintAction, ComplaintStatus, PersonKind } from './complaint-types';
import type { Visitor } from './visitor-types';

/**
 * The front desk logs' rules, run by the screens before a save and again by the demo backend: a visitor
 * in then out (never out before in, never in twice), a complaint raised → assigned → resolved, meetings and trainings
 * with their attendees, and a sale's lines and total from the price list (money in paise).
 */

/** A problem with the field it belongs beside (the backend answers the message and names the field). */
export interface DeskProblem {
  field: string;
  message: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const isTime = (value: string) => TIME.test(value);
export const isDay = (value: string) => DAY.test(value);
const problem = (field: string, message: string): DeskProblem => ({ field, message });
const keep = (list: Array<DeskProblem | null | false>): DeskProblem[] =>
  list.filter((one): one is DeskProblem => !!one);

export interface VisitorInInput {
  name: string;
  phone: string;
  purpose: string;
  meets: string;
  inTime: string;
}

/** Who is still in among a day's visitors. */
export const stillIn = (visitors: readonly Visitor[]) => visitors.filter((one) => one.outTime === '');

const samePerson = (a: { name: string; phone: string }, b: { name: string; phone: string }) =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase() && a.phone.trim() === b.phone.trim();

/**
 * Why a visitor cannot be let in (their day's visitors given): name, phone, purpose, whom they meet, the time, or in
 * already.
 */
export function visitorInProblems(input: VisitorInInput, today: readonly Visitor[]): DeskProblem[] {
  const inside = stillIn(today).find((one) => samePerson(one, input));
  return keep([
    !input.name.trim() && problem('name', 'Enter the visitor’s name'),
    input.phone.trim() !== '' &&
      !/^\+?\d{10,13}$/.test(input.phone.trim()) &&
      problem('phone', 'Enter a phone number of 10 to 13 digits'),
    !input.purpose.trim() && problem('purpose', 'Enter the purpose of the visit'),
    !input.meets.trim() && problem('meets', 'Choose whom they meet'),
    !isTime(input.inTime) && problem('inTime', 'Enter the time in as HH:mm'),
    !!inside &&
      input.name.trim() !== '' &&
      problem(
        'name',
        `${inside.name} is already in (${inside.visitorNo}, since ${inside.inTime}): mark them out first`,
      ),
  ]);
}

/** Why a visitor cannot be marked out at `outTime`: not found, out already, no time, or out before in. */
export function visitorOutProblems(visitor: Visitor | undefined, outTime: string): DeskProblem[] {
  if (!visitor) return [problem('visitorNo', 'There is no such visitor on that day')];
  if (visitor.outTime !== '') return [problem('outTime', `${visitor.name} went out at ${visitor.outTime} already`)];
  if (!isTime(outTime)) return [problem('outTime', 'Enter the time out as HH:mm')];
  if (outTime < visitor.inTime)
    return [problem('outTime', `The time out ${outTime} is before ${visitor.name} came in at ${visitor.inTime}`)];
  return [];
}

export const PERSON_KINDS: readonly PersonKind[] = ['PARENT', 'STUDENT', 'STAFF', 'OTHER'];
export const COMPLAINT_STEP: Record<ComplaintAction, ComplaintStatus> = {
  RAISE: 'RAISED',
  ASSIGN: 'ASSIGNED',
  RESOLVE: 'RESOLVED',
};

/** The actions a complaint in `status` allows next: assign (or re-assign) until resolved, resolve once assigned. */
export function nextComplaintActions(status: ComplaintStatus): ComplaintAction[] {
  if (status === 'RAISED') return ['ASSIGN'];
  if (status === 'ASSIGNED') return ['ASSIGN', 'RESOLVE'];
  return [];
}

export interface ComplaintInput {
  raisedBy: string;
  raisedByKind: string;
  category: string;
  description: string;
  assignedTo: string;
  resolution: string;
}

/**
 * Why `action` cannot be done to the complaint (null for a new one): the order RAISE → ASSIGN → RESOLVE and each step's
 * fields.
 */
export function complaintProblems(
  action: ComplaintAction,
  current: Complaint | null,
  input: ComplaintInput,
): DeskProblem[] {
  if (action === 'RAISE') {
    if (current) return [problem('action', `${current.complaintNo} is raised already`)];
    return keep([
      !input.raisedBy.trim() && problem('raisedBy', 'Enter who raises the complaint'),
      !PERSON_KINDS.includes(input.raisedByKind as PersonKind) &&
        problem('raisedByKind', 'Choose whether a parent, a pupil, staff or someone else raises it'),
      !input.category.trim() && problem('category', 'Enter what the complaint is about'),
      !input.description.trim() && problem('description', 'Describe the complaint'),
    ]);
  }
  if (!current) return [problem('action', 'There is no such complaint')];
  if (!nextComplaintActions(current.status).includes(action)) {
    const why =
      current.status === 'RESOLVED'
        ? `${current.complaintNo} is resolved already`
        : `${current.complaintNo} is not assigned yet: assign it to staff before resolving it`;
    return [problem(action === 'RESOLVE' ? 'resolution' : 'assignedTo', why)];
  }
  if (action === 'ASSIGN')
    return keep([!input.assignedTo.trim() && problem('assignedTo', 'Choose the staff member it is assigned to')]);
  return keep([!input.resolution.trim() && problem('resolution', 'Enter how it was resolved')]);
}

const ATTENDEE_KEY = /^(P|S|E):[A-Z0-9-]+$/;
const KIND_OF_PREFIX: Record<string, FdAttendee['kind']> = { P: 'PARENT', S: 'STUDENT', E: 'STAFF' };
/** The kind of person an attendee key names ('P:…' a parent, 'S:…' a pupil, 'E:…' staff), or null. */
export const attendeeKindOf = (key: string): FdAttendee['kind'] | null =>
  ATTENDEE_KEY.test(key) ? (KIND_OF_PREFIX[key[0]!] ?? null) : null;

function attendeeProblems(attendees: ReadonlyArray<Pick<FdAttendee, 'key'>>): DeskProblem[] {
  if (attendees.length === 0) return [problem('attendees', 'Choose at least one attendee')];
  const keys = attendees.map((one) => one.key);
  if (keys.some((key) => attendeeKindOf(key) === null))
    return [problem('attendees', 'An attendee is a parent, a pupil or a staff member')];
  if (new Set(keys).size !== keys.length) return [problem('attendees', 'Each attendee is listed once')];
  return [];
}

export interface MeetingInput {
  subject: string;
  meetingDate: string;
  fromTime: string;
  toTime: string;
  attendees: ReadonlyArray<Pick<FdAttendee, 'key'>>;
}

/** Why a meeting cannot be saved: its subject, day, times (ending after it begins) and attendees. */
export function meetingProblems(input: MeetingInput): DeskProblem[] {
  return keep([
    !input.subject.trim() && problem('subject', 'Enter the subject'),
    !isDay(input.meetingDate) && problem('meetingDate', 'Enter the meeting date'),
    !isTime(input.fromTime) && problem('fromTime', 'Enter the time it begins as HH:mm'),
    !isTime(input.toTime)
      ? problem('toTime', 'Enter the time it ends as HH:mm')
      : isTime(input.fromTime) && input.toTime <= input.fromTime && problem('toTime', 'It ends before it begins'),
    ...attendeeProblems(input.attendees),
  ]);
}

export interface TrainingInput {
  title: string;
  fromDate: string;
  toDate: string;
  attendees: ReadonlyArray<Pick<FdAttendee, 'key'>>;
}

/** Why a training cannot be saved: its title, days (the last not before the first) and attendees. */
export function trainingProblems(input: TrainingInput): DeskProblem[] {
  return keep([
    !input.title.trim() && problem('title', 'Enter what the training is about'),
    !isDay(input.fromDate) && problem('fromDate', 'Enter the first day'),
    !isDay(input.toDate)
      ? problem('toDate', 'Enter the last day')
      : isDay(input.fromDate) && input.toDate < input.fromDate && problem('toDate', 'The last day is before the first'),
    ...attendeeProblems(input.attendees),
  ]);
}

export interface SaleLineInput {
  itemCode: string;
  quantity: number;
}

export interface SaleLine {
  itemCode: string;
  name: string;
  size: string;
  quantity: number;
  rate: Paise;
  amount: Paise;
}

/** The items of the price list a pupil of `className` may buy: active, for their class or for any. */
export const itemsForClass = (items: readonly SaleItem[], className: string) =>
  items.filter((item) => item.active && (item.className === '' || item.className === className));

/**
 * A sale's lines priced from the list (paise) and its total, or the problems: no pupil, no line, a quantity not a
 * whole number from 1 to 99, an item unknown, withdrawn or for another class, an item twice.
 */
export function priceSale(
  className: string | null,
  items: readonly SaleItem[],
  wanted: readonly SaleLineInput[],
): { lines: SaleLine[]; total: Paise } | DeskProblem[] {
  if (className === null) return [problem('admissionNo', 'Choose the pupil')];
  if (wanted.length === 0) return [problem('lines', 'Add at least one item')];
  const byCode = new Map(items.map((item) => [item.code, item]));
  const found: DeskProblem[] = [];
  const seen = new Set<string>();
  const lines: SaleLine[] = [];
  wanted.forEach((line, index) => {
    const item = byCode.get(line.itemCode);
    if (!item || !item.active)
      found.push(problem(`lines.${index}.itemCode`, `Line ${index + 1}: choose an item of the price list`));
    else if (item.className !== '' && item.className !== className)
      found.push(
        problem(
          `lines.${index}.itemCode`,
          `Line ${index + 1}: ${item.name} is for class ${item.className}, not ${className}`,
        ),
      );
    else if (seen.has(item.code))
      found.push(problem(`lines.${index}.itemCode`, `Line ${index + 1}: ${item.name} is on the sale already`));
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 99)
      found.push(problem(`lines.${index}.quantity`, `Line ${index + 1}: the quantity is a whole number from 1 to 99`));
    if (item) seen.add(item.code);
    if (item && found.length === 0)
      lines.push({
        itemCode: item.code,
        name: item.name,
        size: item.size,
        quantity: line.quantity,
        rate: toPaise(item.rate),
        amount: toPaise(item.rate) * line.quantity,
      });
  });
  if (found.length > 0) return found;
  return { lines, total: sumPaise(lines.map((line) => line.amount)) };
}

/** A priced line as the wire carries it (rupees). */
export const saleLineOnWire = (line: SaleLine) => ({
  ...line,
  rate: fromPaise(line.rate),
  amount: fromPaise(line.amount),
});
