import type {
  Enquiry,
  EnquirySource,
  EnquiryStatus,
  FollowUp,
  Presentation,
  PresentationOutcome,
  PresentationStatus,
} from './enquiry-types';

/**
 * The enquiry desk's rules, shared by the calls and presentations screens and the demo backend: required
 * fields, a follow-up date never in the past, the status moves (OPEN → FOLLOW_UP → CONVERTED or CLOSED; converted
 * and closed are final) and the next admission number a conversion takes. Pure: dates are yyyy-MM-dd text.
 */

export const ENQUIRY_SOURCES: ReadonlyArray<{ value: EnquirySource; label: string }> = [
  { value: 'PHONE', label: 'Phone call' },
  { value: 'WALK_IN', label: 'Walk-in' },
  { value: 'WEBSITE', label: 'Website' },
  { value: 'REFERRAL', label: 'Referral' },
  { value: 'NEWSPAPER', label: 'Newspaper' },
  { value: 'SOCIAL', label: 'Social media' },
  { value: 'OTHER', label: 'Other' },
];
export const ENQUIRY_STATUS_LABELS: Readonly<Record<EnquiryStatus, string>> = {
  OPEN: 'Open',
  FOLLOW_UP: 'Following up',
  CONVERTED: 'Converted',
  CLOSED: 'Closed',
};
export const PRESENTATION_STATUS_LABELS: Readonly<Record<PresentationStatus, string>> = {
  SCHEDULED: 'Scheduled',
  DONE: 'Done',
  CANCELLED: 'Cancelled',
};
export const PRESENTATION_OUTCOMES: ReadonlyArray<{ value: Exclude<PresentationOutcome, ''>; label: string }> = [
  { value: 'INTERESTED', label: 'Interested' },
  { value: 'NOT_INTERESTED', label: 'Not interested' },
  { value: 'ADMITTED', label: 'Admitted' },
];

export type EnquiryField =
  | 'parentName'
  | 'childName'
  | 'phone'
  | 'email'
  | 'classSought'
  | 'source'
  | 'followUpDate'
  | 'date'
  | 'note'
  | 'nextDate'
  | 'closedReason';
export type EnquiryProblems = Partial<Record<EnquiryField, string>>;
export type EnquiryAction = 'EDIT' | 'FOLLOW_UP' | 'CONVERT' | 'CLOSE';

const MOBILE = /^[6-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An enquiry still being worked (open or following up). */
export const isOpenEnquiry = (status: EnquiryStatus) => status === 'OPEN' || status === 'FOLLOW_UP';

/** Its follow-up is due: open, with a follow-up date on or before today. */
export const isFollowUpDue = (enquiry: Pick<Enquiry, 'status' | 'followUpDate'>, today: string) =>
  isOpenEnquiry(enquiry.status) && enquiry.followUpDate !== '' && enquiry.followUpDate <= today;

/**
 * Why `action` cannot be done to an enquiry in `status` (null when it can): converted and closed enquiries are final.
 */
export function actionProblem(status: EnquiryStatus, action: EnquiryAction, enquiryNo: string): string | null {
  if (isOpenEnquiry(status)) return null;
  const done = status === 'CONVERTED' ? 'converted' : 'closed';
  const what = { EDIT: 'changed', FOLLOW_UP: 'followed up', CONVERT: 'converted', CLOSE: 'closed' }[action];
  return `Enquiry ${enquiryNo} is already ${done}: it cannot be ${what}.`;
}

/** The status after `action` (an open enquiry becomes FOLLOW_UP at its first follow-up). */
export function statusAfter(status: EnquiryStatus, action: EnquiryAction): EnquiryStatus {
  if (action === 'CONVERT') return 'CONVERTED';
  if (action === 'CLOSE') return 'CLOSED';
  if (action === 'FOLLOW_UP') return 'FOLLOW_UP';
  return status;
}

/** A follow-up date: '' (none) or a day not before today. */
export function followUpDateProblem(value: string, today: string): string | null {
  if (value === '') return null;
  if (!DAY.test(value)) return 'Give the follow-up date as a day.';
  return value < today ? 'The follow-up date cannot be in the past.' : null;
}

export type EnquiryInput = Pick<
  Enquiry,
  'parentName' | 'childName' | 'phone' | 'email' | 'classSought' | 'followUpDate'
> & { source: string };

/**
 * The problems of an enquiry's fields, by field; `school`: the class sought (else "interested in") and the child's name
 * are asked.
 */
export function enquiryProblems(input: EnquiryInput, today: string, school: boolean): EnquiryProblems {
  const found: EnquiryProblems = {};
  if (input.parentName.trim() === '')
    found.parentName = school ? 'Give the parent’s name.' : 'Give the name of who enquired.';
  if (school && input.childName.trim() === '') found.childName = 'Give the child’s name.';
  if (!MOBILE.test(input.phone.trim())) found.phone = 'Give a 10-digit mobile number, e.g. 9822037164.';
  if (input.email.trim() !== '' && !EMAIL.test(input.email.trim()))
    found.email = 'Give an email address, e.g. parent@example.in.';
  if (input.classSought.trim() === '')
    found.classSought = school ? 'Choose the class sought.' : 'Say what they are interested in.';
  if (!ENQUIRY_SOURCES.some((one) => one.value === input.source)) found.source = 'Choose where the enquiry came from.';
  const followUp = followUpDateProblem(input.followUpDate, today);
  if (followUp) found.followUpDate = followUp;
  return found;
}

/** The problems of a follow-up line: a note, and a next follow-up date ('' for none) not in the past. */
export function followUpProblems(line: Pick<FollowUp, 'note' | 'nextDate'>, today: string): EnquiryProblems {
  const found: EnquiryProblems = {};
  if (line.note.trim() === '') found.note = 'Say what was discussed.';
  const next = followUpDateProblem(line.nextDate, today);
  if (next) found.nextDate = next.replace('The follow-up date', 'The next follow-up date');
  return found;
}

export type PresentationField = 'parentName' | 'phone' | 'scheduledDate' | 'scheduledTime' | 'venue' | 'outcome';
export type PresentationInput = Pick<
  Presentation,
  'parentName' | 'phone' | 'scheduledDate' | 'scheduledTime' | 'venue' | 'status' | 'outcome'
>;

/** A presentation's problems: who and when; a new or moved one never in the past; a done one has its outcome. */
export function presentationProblems(
  input: PresentationInput,
  today: string,
  previousDate: string | null,
): Partial<Record<PresentationField, string>> {
  const found: Partial<Record<PresentationField, string>> = {};
  if (input.parentName.trim() === '') found.parentName = 'Give the name of the family.';
  if (!MOBILE.test(input.phone.trim())) found.phone = 'Give a 10-digit mobile number, e.g. 9822037164.';
  if (!DAY.test(input.scheduledDate)) found.scheduledDate = 'Give the day of the presentation.';
  else if (input.status === 'SCHEDULED' && input.scheduledDate !== previousDate && input.scheduledDate < today)
    found.scheduledDate = 'The presentation cannot be scheduled in the past.';
  else if (input.status === 'DONE' && input.scheduledDate > today)
    found.scheduledDate = 'A presentation cannot be done before its day.';
  if (!/^\d{2}:\d{2}$/.test(input.scheduledTime)) found.scheduledTime = 'Give the time, e.g. 10:30.';
  if (input.venue.trim() === '') found.venue = 'Say where it takes place.';
  if (input.status === 'DONE' && input.outcome === '') found.outcome = 'Record the outcome of the presentation.';
  if (input.status !== 'DONE' && input.outcome !== '')
    found.outcome = 'An outcome is recorded only once the presentation is done.';
  return found;
}

/** The next admission number `ADM-<yyyy>-<NNNN>`: the year of `date`, the counter one above the highest of any year. */
export function nextAdmissionNo(date: string, existing: Iterable<string>): string {
  let highest = 0;
  for (const number of existing) {
    const match = /^ADM-\d{4}-(\d+)$/.exec(number.trim());
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `ADM-${date.slice(0, 4)}-${String(highest + 1).padStart(4, '0')}`;
}

const FIELD_WORDS: ReadonlyArray<[RegExp, EnquiryField]> = [
  [/next follow-up date/i, 'nextDate'],
  [/follow-up date/i, 'followUpDate'],
  [/parent’s name|name of who enquired/i, 'parentName'],
  [/child’s name/i, 'childName'],
  [/mobile/i, 'phone'],
  [/email/i, 'email'],
  [/class sought|interested in/i, 'classSought'],
  [/where the enquiry came/i, 'source'],
  [/what was discussed/i, 'note'],
];

/** The field a backend refusal is about (shown beside it), or null for a refusal of the whole enquiry. */
export function enquiryRefusalField(message: string): EnquiryField | null {
  return FIELD_WORDS.find(([words]) => words.test(message))?.[1] ?? null;
}
