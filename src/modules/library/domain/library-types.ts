import type { Paise } from '../../../lib/money/money';

/**
 * The library's stored records and wire shapes, and the masters as circulation reads them. Numbers are
 * `<PREFIX><yyyy>-<NNNNN>` (LIS issues, LRT returns, JRN journal receipts); dates yyyy-MM-dd; money rupees with at
 * most two decimals on the wire and in records, paise in the policy and the rules. A copy is named by its book's
 * accession number and its copy number (1 … the book's copies): "copy 2 of ACC-01025".
 */

/** A title of the books master (library.books) as stored. */
export interface Book {
  accessionNo: string;
  title: string;
  author: string;
  publisher: string;
  isbn: string;
  /** The subject code (ENG, MAT, FIC...). */
  subject: string;
  edition: string;
  year: number | null;
  copies: number;
  rack: string;
  /** Rupees. */
  price: number | null;
  /** Never issued. */
  referenceOnly: boolean;
  active: boolean;
}

export type Periodicity = 'DAILY' | 'WEEKLY' | 'FORTNIGHTLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL';

/** A journal of the journals master (library.journals) as stored. */
export interface Journal {
  code: string;
  title: string;
  periodicity: Periodicity;
  publisher: string;
  language: string;
  /** Rupees a year. */
  subscription: number;
  copies: number;
  subscribedFrom: string;
  renewalDate: string;
  active: boolean;
}

export type MemberKind = 'STUDENT' | 'STAFF';

/** Who may borrow: a pupil on the roll or an employee in service. */
export interface Member {
  /** 'S:<admissionNo>' a pupil, 'E:<empno>' staff. */
  key: string;
  kind: MemberKind;
  name: string;
  /** A pupil's class code (VI-A); absent for staff. */
  className?: string;
}

/** How a member is named in a list: "Aditi Rao (VI-A, ADM-2024-0001)" or "Sunita Kulkarni (staff, 17)". */
export const memberLabel = (member: Member): string =>
  `${member.name} (${member.kind === 'STAFF' ? 'staff' : (member.className ?? 'pupil')}, ${member.key.slice(2)})`;

/** How much each kind of member may borrow, for how long, and the fine a day late (paise; staff are not fined). */
export const LIBRARY_POLICY: Readonly<Record<MemberKind, { maxBooks: number; loanDays: number; finePerDay: Paise }>> = {
  STUDENT: { maxBooks: 2, loanDays: 14, finePerDay: 200 },
  STAFF: { maxBooks: 5, loanDays: 30, finePerDay: 0 },
};

/** One copy lent on an issue, and (once back) the return that took it in. */
export interface LibIssueLine {
  accessionNo: string;
  copyNo: number;
  title: string;
  dueDate: string;
  /** '' while out. */
  returnedOn: string;
  /** The LibReturn's number, '' while out. */
  returnNo: string;
}

/** Copies lent to a member at once, LIS<yyyy>-NNNNN. A copy out on one issue cannot be lent again. */
export interface LibIssue {
  issueNo: string;
  date: string;
  memberKey: string;
  memberName: string;
  memberKind: MemberKind;
  lines: LibIssueLine[];
  by: string;
}

/** Copies taken back from a member at once, LRT<yyyy>-NNNNN; an overdue pupil's fine posts one LIBRARY charge. */
export interface LibReturn {
  returnNo: string;
  date: string;
  memberKey: string;
  memberName: string;
  lines: Array<{
    issueNo: string;
    accessionNo: string;
    copyNo: number;
    title: string;
    dueDate: string;
    daysLate: number;
    fine: number;
  }>;
  /** Rupees: Σ lines' fine. */
  fine: number;
  /** The StudentCharge the fine posted ('' when none). */
  chargeId: string;
  /** The REC fee receipt when collected at once ('' otherwise). */
  receiptNo: string;
  by: string;
}

/** An issue of a journal received, JRN<yyyy>-NNNNN; a missing issue is flagged by the journal's periodicity. */
export interface JournalReceipt {
  receiptNo: string;
  journal: string;
  /** The day it came in. */
  date: string;
  /** The issue's own date (its cover date) and how the journal names it ('March 2026', 'Vol. 12 No. 3'). */
  issueDate: string;
  issueLabel: string;
  copies: number;
  remarks: string;
  by: string;
}

/** A copy out now, as the issue form checks a new line against it (who has it until when). */
export interface CopyOutRow {
  issueNo: string;
  accessionNo: string;
  copyNo: number;
  title: string;
  memberKey: string;
  memberName: string;
  /** The day it went out. */
  date: string;
  dueDate: string;
}

/** GetLibIssueRequirements: the members, the accession register (active titles) and every copy out now. */
export interface IssueRequirements {
  today: string;
  members: Member[];
  books: Array<Pick<Book, 'accessionNo' | 'title' | 'author' | 'subject' | 'copies' | 'referenceOnly' | 'active'>>;
  out: CopyOutRow[];
}

/** A copy a member holds, with its days late and fine (paise → rupees on the wire) as on the return date. */
export interface OutstandingCopy extends CopyOutRow {
  daysLate: number;
  /** Rupees. */
  fine: number;
}

/** GetLibMember / GetLibOutstanding: the member, what they hold and how many more they may borrow. */
export interface MemberStanding {
  member: Member;
  /** The day the fines are reckoned to (the return date: today). */
  asOn: string;
  held: OutstandingCopy[];
  maxBooks: number;
  loanDays: number;
  /** How many more copies they may take now. */
  mayBorrow: number;
}

/** A cash, bank or wallet account the user may receive into ("collect now"). */
export interface CollectAccount {
  code: string;
  detail: string;
  typ: 'CAS' | 'BAN' | 'MOB';
}

/** GetLibReceiptRequirements: the members holding copies (for the returns form) and the user's accounts. */
export interface ReturnRequirements {
  today: string;
  members: Array<Member & { held: number; overdue: number }>;
  accounts: CollectAccount[];
}

/** GetLibJournalReceipts: the receipts of the period and the issues missing by periodicity up to today. */
export interface JournalReceiptsAnswer {
  journals: Array<Pick<Journal, 'code' | 'title' | 'periodicity'>>;
  receipts: JournalReceipt[];
  missing: Array<{ journal: string; title: string; from: string; to: string; label: string }>;
}
