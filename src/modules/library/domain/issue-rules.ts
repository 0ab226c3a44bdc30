import { formatDate } from '../../../lib/format/date-format';
import { LIBRARY_POLICY } from './library-types';
import type { Book, LibIssue, Member, MemberKind } from './library-types';

/**
 * The rules of a library issue (lib-issues), pure: who may borrow how many, which copies may go out, and when they
 * come back. Dates are yyyy-MM-dd; messages show them as dd-MMM-yyyy (12-Mar-2026) and name a copy as "Copy 2 of
 * ACC-01025", the way the shelf label reads.
 */

/** One copy asked for on the issue form. */
export interface IssueLineInput {
  accessionNo: string;
  copyNo: number;
}

/** The issue as the form holds it before saving. */
export interface IssueInput {
  /** The day the copies go out. */
  date: string;
  dueDate: string;
  member: Pick<Member, 'key' | 'kind' | 'name'>;
  lines: readonly IssueLineInput[];
}

/** What the rules read: the accession register and the issues on record (returned lines are skipped). */
export interface IssueContext {
  books: ReadonlyArray<Pick<Book, 'accessionNo' | 'title' | 'copies' | 'referenceOnly' | 'active'>>;
  issues: ReadonlyArray<Pick<LibIssue, 'issueNo' | 'memberKey' | 'memberName' | 'lines'>>;
}

/** A refusal: the field it concerns and, for a copy, the line's index (0-based) on the form. */
export interface IssueProblem {
  field: 'member' | 'date' | 'dueDate' | 'lines';
  line?: number;
  message: string;
}

/** Where a copy that is out is: the issue it went on, who has it and until when. */
export interface CopyOut {
  issueNo: string;
  memberKey: string;
  memberName: string;
  dueDate: string;
}

const DAY_MS = 86_400_000;

/** Is this a real calendar day written yyyy-MM-dd? */
function isIsoDate(dat: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(dat) && new Date(`${dat}T00:00:00Z`).toISOString().slice(0, 10) === dat;
}

/** How the shelf names a copy: "Copy 2 of ACC-01025". */
export const copyName = (accessionNo: string, copyNo: number): string => `Copy ${copyNo} of ${accessionNo}`;

const copyKey = (accessionNo: string, copyNo: number): string => `${accessionNo}#${copyNo}`;

/**
 * The due date of a loan made on `issueDate`: the issue date plus the member kind's loan days (LIBRARY_POLICY), in
 * calendar days, Sundays and holidays included. A pupil's book issued on 1 Mar 2026 (14 days) is due on 15 Mar 2026.
 */
export function dueDateOf(issueDate: string, memberKind: MemberKind): string {
  if (!isIsoDate(issueDate)) throw new RangeError(`Expected a date as yyyy-MM-dd, got '${issueDate}'`);
  const due = Date.parse(`${issueDate}T00:00:00Z`) + LIBRARY_POLICY[memberKind].loanDays * DAY_MS;
  return new Date(due).toISOString().slice(0, 10);
}

/** Every copy out now (a line not yet returned), by accession number and copy number. */
export function copiesOut(issues: IssueContext['issues']): ReadonlyMap<string, CopyOut> {
  const out = new Map<string, CopyOut>();
  for (const issue of issues) {
    for (const line of issue.lines) {
      if (line.returnedOn !== '') continue;
      out.set(copyKey(line.accessionNo, line.copyNo), {
        issueNo: issue.issueNo,
        memberKey: issue.memberKey,
        memberName: issue.memberName,
        dueDate: line.dueDate,
      });
    }
  }
  return out;
}

function datesProblems(input: IssueInput): IssueProblem[] {
  if (!isIsoDate(input.date)) return [{ field: 'date', message: 'Enter the issue date.' }];
  if (!isIsoDate(input.dueDate)) return [{ field: 'dueDate', message: 'Enter the due date.' }];
  if (input.dueDate < input.date) {
    return [
      {
        field: 'dueDate',
        message: `The due date (${formatDate(input.dueDate)}) is before the issue date (${formatDate(input.date)}).`,
      },
    ];
  }
  return [];
}

/** Why one line cannot go out, or null: an unknown or withdrawn book, a copy number it has not, reference only, out. */
function lineProblem(line: IssueLineInput, context: IssueContext, out: ReadonlyMap<string, CopyOut>): string | null {
  const book = context.books.find((row) => row.accessionNo === line.accessionNo);
  const name = copyName(line.accessionNo, line.copyNo);
  if (!book) return `${line.accessionNo} is not in the accession register.`;
  if (!Number.isInteger(line.copyNo) || line.copyNo < 1 || line.copyNo > book.copies) {
    return `${book.accessionNo} (${book.title}) has ${book.copies} cop${book.copies === 1 ? 'y' : 'ies'}: there is no copy ${line.copyNo}.`;
  }
  if (!book.active) return `${book.accessionNo} (${book.title}) is withdrawn from the library.`;
  if (book.referenceOnly)
    return `${book.accessionNo} (${book.title}) is reference only: it is read in the library, never issued.`;
  const holder = out.get(copyKey(line.accessionNo, line.copyNo));
  if (holder) return `${name} is with ${holder.memberName} until ${formatDate(holder.dueDate)} (${book.title}).`;
  return null;
}

/** The lines' refusals, and a copy asked for twice (named at its second line, with the first line's number). */
function linesProblems(input: IssueInput, context: IssueContext, out: ReadonlyMap<string, CopyOut>): IssueProblem[] {
  if (input.lines.length === 0) return [{ field: 'lines', message: 'Add at least one copy to issue.' }];
  const problems: IssueProblem[] = [];
  const firstLine = new Map<string, number>();
  input.lines.forEach((line, index) => {
    const key = copyKey(line.accessionNo, line.copyNo);
    const first = firstLine.get(key);
    if (first !== undefined) {
      problems.push({
        field: 'lines',
        line: index,
        message: `${copyName(line.accessionNo, line.copyNo)} is on lines ${first + 1} and ${index + 1}: a copy goes out once.`,
      });
      return;
    }
    firstLine.set(key, index);
    const message = lineProblem(line, context, out);
    if (message) problems.push({ field: 'lines', line: index, message });
  });
  return problems;
}

/**
 * The member's limit (LIBRARY_POLICY maxBooks): the copies they hold now plus the distinct copies on this issue may
 * not exceed it. A pupil holding 1 book (limit 2) may take 1 more; asking for 2 is refused, saying how many remain.
 */
function limitProblem(input: IssueInput, out: ReadonlyMap<string, CopyOut>): IssueProblem | null {
  const { maxBooks } = LIBRARY_POLICY[input.member.kind];
  const held = [...out.values()].filter((copy) => copy.memberKey === input.member.key).length;
  const asked = new Set(input.lines.map((line) => copyKey(line.accessionNo, line.copyNo))).size;
  if (held + asked <= maxBooks) return null;
  const kind = input.member.kind === 'STAFF' ? 'a member of staff' : 'a pupil';
  const left = Math.max(0, maxBooks - held);
  return {
    field: 'member',
    message: `${input.member.name} may hold ${maxBooks} books as ${kind} and holds ${held}: ${left === 0 ? 'no more can be issued' : `at most ${left} more`}, not ${asked}.`,
  };
}

/**
 * Every reason the issue cannot be saved (empty when it can): the dates (a due date before the issue date), each
 * copy (unknown, withdrawn, reference only, already out naming who has it until when, the same copy twice) and the
 * member's limit. All are reported at once so the clerk fixes the form in one go.
 */
export function issueProblems(input: IssueInput, context: IssueContext): IssueProblem[] {
  const out = copiesOut(context.issues);
  const problems = [...datesProblems(input), ...linesProblems(input, context, out)];
  const limit = limitProblem(input, out);
  return limit ? [...problems, limit] : problems;
}
